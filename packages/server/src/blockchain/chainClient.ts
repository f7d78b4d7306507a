import { RPC } from '@portico/core'
import { type Chain, createPublicClient, defineChain, fallback, http, type PublicClient } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import type { BlockchainNetwork } from './network.ts'

/** Chains whose ENS contracts viem knows; identity lookups use them. */
const ENS_CHAINS: Readonly<Record<number, Chain>> = { [mainnet.id]: mainnet, [sepolia.id]: sepolia }

/** Whether the network has ENS (Ethereum mainnet and Sepolia). */
export function hasEns(network: BlockchainNetwork): boolean {
  return network.chainId in ENS_CHAINS
}

/**
 * A viem public client for a network with docs/rules/api.md's transport rules: fallback between the RPC URLs,
 * JSON-RPC batches of up to 1000 calls, a 10 s timeout, 3 retries with exponential backoff from 150 ms
 * (viem honours Retry-After and retries the docs/rules/errors.md codes), and Multicall3 batching of contract reads.
 */
export function createChainClient(network: BlockchainNetwork): PublicClient {
  const ensContracts = ENS_CHAINS[network.chainId]?.contracts ?? {}
  const chain = defineChain({
    id: network.chainId,
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls } },
    contracts: {
      ...ensContracts,
      ...(network.multicall3 ? { multicall3: { address: network.multicall3 } } : {}),
    },
  })
  const transports = network.rpcUrls.map((url) =>
    http(url, { batch: { batchSize: RPC.batchSize }, timeout: RPC.timeoutMs }),
  )
  return createPublicClient({
    chain,
    transport: fallback(transports, { retryCount: RPC.retryCount, retryDelay: RPC.retryDelayMs }),
    batch: network.multicall3 ? { multicall: true } : undefined,
    cacheTime: 0,
  })
}
