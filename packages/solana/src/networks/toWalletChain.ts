import type { CaipNetwork } from '@portico/core'

/** The chains of the Solana wallet standard; a wallet signs for one of these, not for a CAIP-2 id. */
export type SolanaWalletChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet'

const CLUSTERS: Readonly<Record<string, SolanaWalletChain>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The wallet-standard chain of a network: mainnet, devnet and testnet by their genesis hash, any other
 * cluster (a local validator) `solana:localnet`.
 *
 * @example
 * toWalletChain(solanaMainnet) // 'solana:mainnet'
 */
export function toWalletChain(caipNetwork: CaipNetwork): SolanaWalletChain {
  return CLUSTERS[caipNetwork.caipNetworkId] ?? 'solana:localnet'
}
