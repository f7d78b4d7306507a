import { type CaipNetwork, toCaipNetworkId } from '@portico/core'
import type { Chain } from 'viem'
import { EVM_NETWORK_IMAGE_IDS } from './imageIds.ts'

export type ToCaipNetworkOptions = {
  /** The Portico server's base URL; sets `assets.imageUrl` to `${apiUrl}/public/getAssetImage/{imageId}`. */
  apiUrl?: string | undefined
  /** Logo id; defaults to {@link EVM_NETWORK_IMAGE_IDS} for the chain id. */
  imageId?: string | undefined
  /** RPC URLs to use instead of the chain's defaults (the chain's own stay as `chainDefault`). */
  rpcUrls?: readonly string[] | undefined
}

/** The URL of a network logo served by the Portico server (docs/rules/api.md /public/getAssetImage/{id}). */
export function getAssetImageUrl(apiUrl: string, imageId: string): string {
  return `${apiUrl.replace(/\/+$/, '')}/public/getAssetImage/${encodeURIComponent(imageId)}`
}

/**
 * A CAIP network (docs/rules/entities.md Network) from a viem chain definition, for viem's chains and custom ones
 * such as the devnet chains.
 *
 * @example
 * import { base } from 'viem/chains'
 * const network = toCaipNetwork(base, { apiUrl: 'http://127.0.0.1:3000' })
 * // network.caipNetworkId === 'eip155:8453', network.assets.imageId === 'base'
 */
export function toCaipNetwork(chain: Chain, options: ToCaipNetworkOptions = {}): CaipNetwork {
  const imageId = options.imageId ?? EVM_NETWORK_IMAGE_IDS[chain.id]
  const chainDefault = chain.rpcUrls.default
  const assets = imageId
    ? { imageId, ...(options.apiUrl ? { imageUrl: getAssetImageUrl(options.apiUrl, imageId) } : {}) }
    : undefined
  const explorer = chain.blockExplorers?.default
  return {
    id: chain.id,
    caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId: chain.id }),
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: {
      default: options.rpcUrls?.length ? { http: [...options.rpcUrls] } : chainDefault,
      chainDefault,
    },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(assets ? { assets } : {}),
    ...(chain.testnet !== undefined ? { testnet: chain.testnet } : {}),
  }
}
