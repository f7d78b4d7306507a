/** A wallet-standard wallet as the base reads it: its features by name. */
export type StandardWallet = { readonly features: Readonly<Record<string, unknown>> }

type EventsFeature<account> = {
  on(event: 'change', listener: (properties: { accounts?: readonly account[] }) => void): () => void
}

export type WatchWalletAccountsParameters<account> = {
  /** Called with the wallet's whole account list each time the wallet reports it changed. */
  onAccounts: (accounts: readonly account[]) => void
  /** The events features to follow, the first the wallet has (default `standard:events`). */
  features?: readonly string[] | undefined
}

/** Stops following; a no-op for a wallet without an events feature. */
export type WatchWalletAccountsReturnType = () => void

/**
 * Follows a wallet-standard wallet's account changes (`standard:events`' `change` with `accounts`; a
 * change of other properties is ignored). The chain filters the accounts it serves; a store that gets
 * none left disconnects.
 *
 * @example
 * const stop = watchWalletAccounts(wallet, {
 *   onAccounts: (accounts) => store.update(connectorId, () => ({ accounts: solanaAccounts(accounts) })),
 * })
 */
export function watchWalletAccounts<account>(
  wallet: StandardWallet,
  parameters: WatchWalletAccountsParameters<account>,
): WatchWalletAccountsReturnType {
  const name = (parameters.features ?? ['standard:events']).find((feature) => wallet.features[feature])
  const events = name ? (wallet.features[name] as EventsFeature<account>) : undefined
  if (!events) return () => undefined
  return events.on('change', (properties) => {
    if (properties.accounts) parameters.onAccounts(properties.accounts)
  })
}
