import type { Wallet } from '@wallet-standard/base'

/** The wallet-standard features Portico needs from a Solana wallet to connect it and follow its accounts. */
export const REQUIRED_FEATURES = ['standard:connect', 'standard:events'] as const

/** At least one of these signs a transfer. */
export const TRANSACTION_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction'] as const

/**
 * Whether a wallet-standard wallet can serve Portico on Solana: a `solana:*` chain, `standard:connect`,
 * `standard:events`, and `solana:signTransaction` or `solana:signAndSendTransaction`.
 *
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    REQUIRED_FEATURES.every((feature) => feature in wallet.features) &&
    TRANSACTION_FEATURES.some((feature) => feature in wallet.features)
  )
}
