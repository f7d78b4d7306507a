import type { ChainNamespace } from './namespaces.ts'

/** A CAIP-2 network id, 'namespace:chainId'. */
export type CaipNetworkId = `${string}:${string}`

/** A CAIP-10 account address, 'namespace:chainId:address'. */
export type CaipAddress = `${string}:${string}:${string}`

/** A network as Portico handles it (SPEC §3 Network). */
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
