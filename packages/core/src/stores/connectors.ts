import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { Wallet } from '../wallets/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type ConnectorsState = {
  /** Connectors reported by each adapter, by namespace. */
  byNamespace: Partial<Record<ChainNamespace, readonly Connector[]>>
  connectors: readonly Connector[]
  /** Wallet or connector ids used before, most recent first. */
  recentIds: readonly string[]
  /** The directory records of recent wallets reached through WalletConnect, so they list after a reload. */
  recentWallets: readonly Wallet[]
}

export type ConnectorsController = {
  store: StoreApi<ConnectorsState>
  setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void
  getConnector(id: string): Connector | undefined
  /** Remembers a wallet (docs/rules/entities.md cache key: recent wallets); `wallet` when it came from the directory. */
  addRecent(id: string, wallet?: Wallet): void
}

export const RECENT_LIMIT = 3

/**
 * One entry per connector id across namespaces: a wallet reported by two adapters (EIP-6963 and
 * wallet-standard, or a MULTI_CHAIN connector) is one connector serving both namespaces.
 */
export function mergeConnectors(byNamespace: ConnectorsState['byNamespace']): readonly Connector[] {
  const merged = new Map<string, Connector>()
  for (const [namespace, connectors] of Object.entries(byNamespace) as [
    ChainNamespace,
    readonly Connector[],
  ][]) {
    for (const connector of connectors) {
      const existing = merged.get(connector.id)
      const chains = [
        ...(existing?.chains ?? (existing ? [existing.chain] : [])),
        ...(connector.chains ?? [namespace]),
      ]
      merged.set(connector.id, {
        ...connector,
        ...existing,
        chains: [...new Set(chains)],
        installed: existing ? Boolean(existing.installed || connector.installed) : connector.installed,
      })
    }
  }
  return [...merged.values()]
}

export function createConnectorsController(parameters: {
  initialRecent: readonly string[]
  initialRecentWallets?: readonly Wallet[] | undefined
  persistRecent: (ids: readonly string[], wallets: readonly Wallet[]) => void
}): ConnectorsController {
  const recentIds = parameters.initialRecent.slice(0, RECENT_LIMIT)
  const store = createVanillaStore<ConnectorsState>({
    byNamespace: {},
    connectors: [],
    recentIds,
    recentWallets: (parameters.initialRecentWallets ?? []).filter((wallet) => recentIds.includes(wallet.id)),
  })
  return {
    store,
    setConnectors(namespace, connectors) {
      const byNamespace = { ...store.getState().byNamespace, [namespace]: connectors }
      store.setState({ byNamespace, connectors: mergeConnectors(byNamespace) })
    },
    getConnector(id) {
      return store.getState().connectors.find((connector) => connector.id === id)
    },
    addRecent(id, wallet) {
      const state = store.getState()
      const recentIds = [id, ...state.recentIds.filter((recent) => recent !== id)].slice(0, RECENT_LIMIT)
      const recentWallets = [
        ...(wallet ? [wallet] : []),
        ...state.recentWallets.filter((recent) => recent.id !== id),
      ].filter((recent) => recentIds.includes(recent.id))
      store.setState({ recentIds, recentWallets })
      parameters.persistRecent(recentIds, recentWallets)
    },
  }
}
