import { type ChainNamespace, toCaipNetworkId } from '@portico/core'
import type { AppKitNetwork } from './types.ts'

export type DefineChainParameters = Omit<AppKitNetwork, 'caipNetworkId' | 'chainNamespace'> & {
  caipNetworkId?: string | undefined
  chainNamespace?: ChainNamespace | undefined
}

export type DefineChainReturnType = AppKitNetwork

/**
 * A custom network, as AppKit's `defineChain`: eip155 unless `chainNamespace` says otherwise, its
 * CAIP-2 id derived from the namespace and `id` (a `caipNetworkId` given must be that same id).
 *
 * @example
 * import { defineChain } from '@portico/appkit/networks'
 * const devnet = defineChain({
 *   id: 31337,
 *   name: 'Devnet',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * })
 */
export function defineChain(parameters: DefineChainParameters): DefineChainReturnType {
  const chainNamespace = parameters.chainNamespace ?? 'eip155'
  return {
    ...parameters,
    chainNamespace,
    caipNetworkId: toCaipNetworkId({ chainNamespace, chainId: parameters.id }),
  } as AppKitNetwork
}
