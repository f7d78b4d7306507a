import type { CaipNetworkId } from '@portico/core'
import type { Address } from 'viem'

/** How a network is configured for the blockchain API. Missing facts come from the seed chains or the devnet. */
export type BlockchainNetworkConfig = {
  /** CAIP-2 id, e.g. `eip155:1`. Only eip155 networks are served. */
  caipNetworkId: string
  /** HTTP(S) JSON-RPC URLs, tried in order (fallback). A network without one is not supported. */
  rpcUrls: readonly string[]
  /** WebSocket RPC URLs; listed under `ws` by `/v1/supported-chains`. */
  webSocketUrls?: readonly string[] | undefined
  name?: string | undefined
  nativeCurrency?: { name: string; symbol: string; decimals: number } | undefined
  /** Multicall3 address; balances are read with one call through it when set. */
  multicall3?: Address | null | undefined
}

/** A network the blockchain API serves, with every fact resolved. */
export type BlockchainNetwork = {
  caipNetworkId: CaipNetworkId
  chainId: number
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: readonly string[]
  webSocketUrls: readonly string[]
  multicall3: Address | null
}
