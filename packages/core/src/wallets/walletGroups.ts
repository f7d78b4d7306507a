import type { Connector } from '../adapters/types.ts'
import type { CustomWallet } from '../instance/options.ts'
import { CONNECTOR_GROUP_ORDER, type ConnectorGroup } from '../ordering/order.ts'
import { excludeWallets, shouldHideBrowserWallet } from './rules.ts'
import type { Wallet } from './types.ts'

/** One entry of the Connect view's wallet list. */
export type WalletEntry = {
  key: string
  group: ConnectorGroup
  name: string
  /** Set for entries backed by an adapter connector. */
  connector?: Connector | undefined
  /** Set for entries from the wallet directory or the custom list. */
  wallet?: Wallet | undefined
  installed: boolean
}

export type WalletGroupsParameters = {
  connectors: readonly Connector[]
  recentIds: readonly string[]
  /** Directory records of recent wallets, for those in neither the featured nor the recommended list. */
  recentWallets?: readonly Wallet[] | undefined
  featured: readonly Wallet[]
  recommended: readonly Wallet[]
  customWallets: readonly CustomWallet[]
  excludeWalletIds: readonly string[]
  order?: readonly ConnectorGroup[] | undefined
  isMobile: boolean
}

const identity = (item: { id: string; rdns?: string | null | undefined; explorerId?: string | undefined }) =>
  [item.id, item.rdns, item.explorerId].filter((value): value is string => Boolean(value))

/**
 * The Connect view's wallets, by connector group in docs/rules/screens.md order (or `connectorTypeOrder`),
 * each wallet once: the first group that shows it wins (docs/rules/validation.md duplicates by rdns or id).
 */
export function getWalletEntries(parameters: WalletGroupsParameters): WalletEntry[] {
  const { connectors, excludeWalletIds } = parameters
  const hidden = new Set(excludeWalletIds)
  const visibleConnectors = connectors.filter(
    (connector) =>
      !(connector.rdns && hidden.has(connector.rdns)) &&
      !shouldHideBrowserWallet(connector, {
        isMobile: parameters.isMobile,
        excluded: hidden.has(connector.id),
        installed: Boolean(connector.installed),
      }),
  )
  const fromConnector = (group: ConnectorGroup, connector: Connector): WalletEntry => ({
    key: `${group}:${connector.id}`,
    group,
    name: connector.name,
    connector,
    installed: connector.installed ?? (connector.type === 'INJECTED' || connector.type === 'ANNOUNCED'),
  })
  const fromWallet = (group: ConnectorGroup, wallet: Wallet): WalletEntry => {
    const connector = visibleConnectors.find(
      (candidate) => (wallet.rdns && candidate.rdns === wallet.rdns) || candidate.explorerId === wallet.id,
    )
    return {
      key: `${group}:${wallet.id}`,
      group,
      name: wallet.name,
      wallet,
      connector,
      installed: Boolean(connector),
    }
  }
  const known = [...parameters.featured, ...parameters.recommended, ...(parameters.recentWallets ?? [])]

  const groups: Record<ConnectorGroup, () => WalletEntry[]> = {
    walletConnect: () =>
      visibleConnectors
        .filter((c) => c.type === 'WALLET_CONNECT')
        .map((c) => fromConnector('walletConnect', c)),
    recent: () =>
      parameters.recentIds.flatMap((id) => {
        const connector = visibleConnectors.find((c) => c.id === id || c.explorerId === id || c.rdns === id)
        if (connector) return [fromConnector('recent', connector)]
        const wallet = known.find((w) => w.id === id)
        return wallet ? [fromWallet('recent', wallet)] : []
      }),
    injected: () =>
      visibleConnectors
        .filter((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED' || c.type === 'MULTI_CHAIN')
        .map((c) => fromConnector('injected', c)),
    featured: () =>
      excludeWallets(parameters.featured, excludeWalletIds).map((w) => fromWallet('featured', w)),
    custom: () => parameters.customWallets.map((w) => fromWallet('custom', w)),
    external: () =>
      visibleConnectors.filter((c) => c.type === 'EXTERNAL').map((c) => fromConnector('external', c)),
    recommended: () =>
      excludeWallets(parameters.recommended, excludeWalletIds).map((w) => fromWallet('recommended', w)),
  }

  const seen = new Set<string>()
  const entries: WalletEntry[] = []
  for (const group of parameters.order?.length ? parameters.order : CONNECTOR_GROUP_ORDER) {
    for (const entry of groups[group]()) {
      const ids = [
        ...(entry.connector ? identity(entry.connector) : []),
        ...(entry.wallet ? identity(entry.wallet) : []),
      ]
      if (ids.some((id) => seen.has(id))) continue
      for (const id of ids) seen.add(id)
      entries.push(entry)
    }
  }
  return entries
}

/** Marks directory wallets present in this browser (docs/rules/entities.md Wallet.installed). */
export function markInstalled(wallets: readonly Wallet[], connectors: readonly Connector[]): Wallet[] {
  return wallets.map((wallet, index) => ({
    ...wallet,
    installed: connectors.some(
      (connector) => (wallet.rdns && connector.rdns === wallet.rdns) || connector.explorerId === wallet.id,
    ),
    display_index: index,
  }))
}
