import { type CaipNetwork, toCaipNetworkId } from '@portico/core'
import type { AppKitNetwork } from './types.ts'

/**
 * A network as Portico reads it. AppKit also takes bare viem chains (no `chainNamespace`, no
 * `caipNetworkId`): those are eip155 networks.
 */
export function normalizeNetwork(network: AppKitNetwork): CaipNetwork {
  if (network.caipNetworkId && network.chainNamespace) return network
  const chainNamespace = network.chainNamespace ?? 'eip155'
  return {
    ...network,
    chainNamespace,
    caipNetworkId: toCaipNetworkId({ chainNamespace, chainId: network.id }),
  }
}
