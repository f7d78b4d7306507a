import type { CaipNetworkId, ChainNamespace } from '@portico/core'

/** A network the server knows, from the package's seed `chains.json`. */
export type PorticoNetwork = {
  caipNetworkId: CaipNetworkId
  namespace: ChainNamespace
  /** The part after the colon: an EVM chain id, a Solana genesis-hash prefix, a Bitcoin block-hash prefix. */
  reference: string
  /** EVM chain id; null for other namespaces. */
  chainId: number | null
  name: string
  shortName: string | null
  nativeCurrency: { name: string; symbol: string; decimals: number }
  testnet: boolean
  rpcUrls: { default: readonly string[]; webSocket: readonly string[]; publicExtra: readonly string[] }
  blockExplorers: readonly { name: string; url: string; apiUrl: string | null }[]
  multicall3: string | null
  /** Id of the network's logo for `/public/getAssetImage/{id}`; null when there is none. */
  imageId: string | null
}
