import type { StandardWallet } from './watchWalletAccounts.ts'

type DisconnectFeature = { disconnect(): Promise<void> }

export type DisconnectWalletParameters = {
  /** The disconnect features to use, the first the wallet has (default `standard:disconnect`). */
  features?: readonly string[] | undefined
}

export type DisconnectWalletReturnType = Promise<void>

/**
 * Ends a wallet-standard wallet's authorization of the page, when the wallet has a disconnect feature;
 * a wallet without one keeps its authorization (the adapter has dropped the connection either way).
 *
 * @example
 * await disconnectWallet(wallet, { features: ['standard:disconnect', 'bitcoin:disconnect'] })
 */
export async function disconnectWallet(
  wallet: StandardWallet,
  parameters: DisconnectWalletParameters = {},
): DisconnectWalletReturnType {
  const name = (parameters.features ?? ['standard:disconnect']).find((feature) => wallet.features[feature])
  if (name) await (wallet.features[name] as DisconnectFeature).disconnect()
}
