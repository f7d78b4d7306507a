import type { ChainNamespace } from './namespaces.ts'

/**
 * A CAIP-2 network id, 'namespace:chainId', checked by {@link isCaipNetworkId}. Branded: build one
 * with `toCaipNetworkId`, never by a cast.
 */
export type CaipNetworkId = `${string}:${string}` & { readonly __brand: 'CaipNetworkId' }

/**
 * A CAIP-10 account address, 'namespace:chainId:address', checked by {@link isCaipAddress}.
 * Branded: build one with `toCaipAddress`, never by a cast.
 */
export type CaipAddress = `${string}:${string}:${string}` & { readonly __brand: 'CaipAddress' }

/**
 * Which namespaces a CAIP check accepts: `'known'` (the default) only Portico's (docs/rules/entities.md, validation.md);
 * `'any'` every namespace CAIP-2's syntax allows.
 */
export type CaipNamespaceRule = { namespace?: 'known' | 'any' | undefined }

/** A network as Portico handles it (docs/rules/entities.md Network). */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
    chainDefault?: { http: readonly string[]; webSocket?: readonly string[] }
  }
  blockExplorers?: { default: { name: string; url: string } }
  assets?: { imageId?: string; imageUrl?: string }
  testnet?: boolean
}
