import type { CaipNetwork } from '@portico/core'
import { type Chain, defineChain } from 'viem'
import { NotEvmNetworkError } from '../errors/config.ts'

/** A viem chain definition from an eip155 CAIP network (for wagmi's config and viem clients). */
export function toViemChain(network: CaipNetwork): Chain {
  if (network.chainNamespace !== 'eip155') {
    throw new NotEvmNetworkError({ caipNetworkId: network.caipNetworkId })
  }
  const id = Number(network.id)
  return defineChain({
    id,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: {
      default: { http: [...network.rpcUrls.default.http] },
    },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
  })
}
