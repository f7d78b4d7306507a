import type { Wallet } from '@wallet-standard/base'

/** The wallet-standard features Portico needs from a Bitcoin wallet. */
export const BITCOIN_WALLET_FEATURES = [
  'bitcoin:connect',
  'bitcoin:signMessage',
  'bitcoin:signTransaction',
] as const

/**
 * Whether a wallet-standard wallet can serve Portico on Bitcoin: a `bitcoin:*` chain and
 * `bitcoin:connect`, `bitcoin:signMessage` and `bitcoin:signTransaction` (ExodusMovement's Bitcoin
 * wallet standard).
 *
 * @example
 * getWallets().get().filter(isBitcoinWallet)
 */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
    BITCOIN_WALLET_FEATURES.every((feature) => feature in wallet.features)
  )
}
