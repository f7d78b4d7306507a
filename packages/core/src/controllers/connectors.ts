import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type ConnectorsState = {
  /** Connectors reported by each adapter, by namespace. */
  byNamespace: Partial<Record<ChainNamespace, readonly Connector[]>>
  connectors: readonly Connector[]
  /** Wallet or connector ids used before, most recent first. */
  recentIds: readonly string[]
}

export type ConnectorsController = {
  store: StoreApi<ConnectorsState>
  setConnectors(namespace: ChainNamespace, connectors: readonly Connector[]): void
  getConnector(id: string): Connector | undefined
  addRecent(id: string): void
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
  persistRecent: (ids: readonly string[]) => void
}): ConnectorsController {
  const store = createVanillaStore<ConnectorsState>({
    byNamespace: {},
    connectors: [],
    recentIds: parameters.initialRecent.slice(0, RECENT_LIMIT),
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
    addRecent(id) {
      const recentIds = [id, ...store.getState().recentIds.filter((recent) => recent !== id)].slice(
        0,
        RECENT_LIMIT,
      )
      store.setState({ recentIds })
      parameters.persistRecent(recentIds)
    },
  }
}
