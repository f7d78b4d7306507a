import type { AdapterContext, Connector } from '../adapters/types.ts'
import { watchAnnouncedRdns } from '../wallets/watchAnnouncedRdns.ts'

/** The part of `@wallet-standard/app`'s `getWallets()` that discovery reads. */
export type WalletRegistry<registered> = {
  get(): readonly registered[]
  on(event: 'register' | 'unregister', listener: () => void): () => void
}

export type DiscoverWalletsParameters<registered, wallet> = Pick<AdapterContext, 'emit'> & {
  /** The wallet-standard registry (`getWallets` of `@wallet-standard/app`); read only in a browser. */
  registry: () => WalletRegistry<registered>
  /**
   * The chain's wallets by connector id, from the registered wallet-standard wallets; `announcedRdns`
   * holds the rdns each EIP-6963 wallet announced, by name, so a wallet on both is one connector.
   */
  collect: (
    registered: readonly registered[],
    announcedRdns: ReadonlyMap<string, string>,
  ) => Map<string, wallet>
  toConnector: (wallet: wallet, connectorId: string) => Connector
  /** Called with every wallet by connector id whenever the list is read again. */
  onWallets?: ((wallets: ReadonlyMap<string, wallet>) => void) | undefined
  /** Another source of wallets with no registry event: calls `report` when it may have changed; returns its stop. */
  watch?: ((report: () => void) => () => void) | undefined
}

export type DiscoverWalletsReturnType = () => void

/**
 * Reports a chain's wallets as ANNOUNCED connectors whenever a wallet registers or unregisters, or
 * another wallet announces itself over EIP-6963 (its rdns becomes the id of the wallet of that name);
 * `connectorsChanged` is emitted only when the list of ids changed. Outside a browser it reports
 * nothing. Returns the function that stops listening.
 *
 * @example
 * import { getWallets } from '@wallet-standard/app'
 *
 * const stop = discoverWallets({
 *   emit: context.emit,
 *   registry: getWallets,
 *   collect: (wallets, rdns) => new Map(wallets.filter(isSolanaWallet).map((wallet) => [rdns.get(wallet.name) ?? wallet.name, wallet])),
 *   toConnector: (wallet, id) => ({ id, name: wallet.name, chain: 'solana', type: 'ANNOUNCED' }),
 * })
 */
export function discoverWallets<registered, wallet>(
  parameters: DiscoverWalletsParameters<registered, wallet>,
): DiscoverWalletsReturnType {
  if (typeof window === 'undefined') return () => undefined
  const registry = parameters.registry()
  const announcedRdns = new Map<string, string>()
  let reported: string | undefined
  const report = () => {
    const wallets = parameters.collect(registry.get(), announcedRdns)
    const connectors = [...wallets].map(([id, wallet]) => parameters.toConnector(wallet, id))
    const key = connectors.map((connector) => connector.id).join('\n')
    parameters.onWallets?.(wallets)
    if (key === reported) return
    reported = key
    parameters.emit('connectorsChanged', { connectors })
  }
  const stopWatch = parameters.watch?.(report)
  const stopAnnounced = watchAnnouncedRdns({ rdnsByName: announcedRdns, onAnnounce: report })
  const stopRegister = registry.on('register', report)
  const stopUnregister = registry.on('unregister', report)
  report()
  return () => {
    stopWatch?.()
    stopAnnounced()
    stopRegister()
    stopUnregister()
  }
}
