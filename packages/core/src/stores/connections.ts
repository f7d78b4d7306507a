import type { AdapterConnections, ChainAdapter, Connection } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import { readStorageItem, type Storage } from '../storage/createStorage.ts'
import { type PorticoStorageSchema, STORAGE_ITEMS } from '../storage/items.ts'
import type { AccountController } from './account.ts'
import type { ConnectorsController } from './connectors.ts'
import type { NetworksController } from './networks.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** Local cache key of the connections (docs/rules/entities.md Local cache keys: connections, namespaces). */
export const CONNECTIONS_CACHE_KEY = 'portico:connections'

/**
 * Every adapter's live connections, as the adapters last reported them, and the namespace whose
 * active connection is the account. Adapters are the truth; this store only mirrors them.
 */
export type ConnectionsState = {
  byNamespace: Partial<Record<ChainNamespace, AdapterConnections>>
  activeNamespace: ChainNamespace | undefined
}

export type ConnectionsController = {
  store: StoreApi<ConnectionsState>
  adapterFor(namespace: string): ChainAdapter | undefined
  /** Mirrors an adapter's report, then derives the account and the active network. */
  update(namespace: ChainNamespace, connections: AdapterConnections): void
  /** Makes a namespace's active connection the account. */
  activate(namespace: ChainNamespace): void
  /** The active connection of the active namespace, or of the given one. */
  getActive(namespace?: ChainNamespace): (Connection & { namespace: ChainNamespace }) | undefined
  /** Namespaces whose active connection has an account, the active namespace first. */
  connectedNamespaces(): ChainNamespace[]
  /**
   * Connections that ended in this page, per namespace, newest first (docs/rules/states.md status 'disconnected');
   * one that connects again leaves the list.
   */
  disconnected(): Partial<Record<ChainNamespace, readonly Connection[]>>
  /** What the last page persisted, for `reconnect` and server-side rendering. */
  readPersisted(): ConnectionsState | undefined
  /** Takes a persisted state as it is (server-side rendering), before the wallets confirm it. */
  hydrate(state: ConnectionsState): void
}

export type ConnectionsControllerParameters = {
  adapters: readonly ChainAdapter[]
  account: AccountController
  connectors: ConnectorsController
  networks: NetworksController
  /** The instance's storage: the live connections persist under `portico:connections`. */
  storage: Storage<PorticoStorageSchema>
  /** The wallet moved to a network the dapp did not configure (docs/rules/states.md Switching network). */
  onUnsupportedChain: () => void
  /** The account changed to another address or network: refresh what depends on it. */
  onAccountChanged: () => void
}

/** Reads the text of a persisted connections record (any version); anything malformed reads as nothing. */
export function parseConnectionsState(raw: string | null | undefined): ConnectionsState | undefined {
  return readStorageItem(STORAGE_ITEMS.connections, raw)
}

function activeOf(connections: AdapterConnections | undefined): Connection | undefined {
  if (!connections) return undefined
  return connections.connections.find(
    (connection) => connection.connectorId === connections.activeConnectorId,
  )
}

function hasAccount(connections: AdapterConnections | undefined): boolean {
  return (activeOf(connections)?.accounts.length ?? 0) > 0
}

/** Keeps core's view of the connections in step with the adapters and persists it once. */
export function createConnectionsController(
  parameters: ConnectionsControllerParameters,
): ConnectionsController {
  const { account, connectors, networks, storage } = parameters
  const store = createVanillaStore<ConnectionsState>({ byNamespace: {}, activeNamespace: undefined })

  const adapterFor = (namespace: string) =>
    parameters.adapters.find((adapter) => adapter.namespace === namespace)

  function getActive(namespace?: ChainNamespace) {
    const { byNamespace, activeNamespace } = store.getState()
    const target = namespace ?? activeNamespace
    const connection = target ? activeOf(byNamespace[target]) : undefined
    return connection && target ? { ...connection, namespace: target } : undefined
  }

  function connectedNamespaces(): ChainNamespace[] {
    const { byNamespace, activeNamespace } = store.getState()
    const connected = (Object.keys(byNamespace) as ChainNamespace[]).filter((key) =>
      hasAccount(byNamespace[key]),
    )
    return connected.sort((a, b) => Number(b === activeNamespace) - Number(a === activeNamespace))
  }

  function persist() {
    const state = store.getState()
    const live = Object.entries(state.byNamespace).filter(
      ([, value]) => value && value.connections.length > 0,
    )
    if (live.length === 0) storage.removeItem('connections')
    else
      storage.setItem('connections', {
        activeNamespace: state.activeNamespace,
        byNamespace: Object.fromEntries(live),
      })
  }

  function derive() {
    const before = account.store.getState()
    const active = getActive()
    if (!active || active.accounts.length === 0) {
      if (before.status === 'connected') {
        account.reset()
        networks.setApprovedNetworks(undefined)
      }
      return
    }
    const network = networks.find(active.namespace, active.chainId)
    const chainChanged =
      before.status === 'connected' &&
      !before.caipAddress?.startsWith(`${active.namespace}:${active.chainId}:`)
    // A wallet on a network the dapp does not configure leaves no active network (docs/rules/states.md).
    networks.setActive(network)
    account.sync({
      connector: connectors.getConnector(active.connectorId),
      connectorId: active.connectorId,
      namespace: active.namespace,
      chainId: active.chainId,
      accounts: active.accounts,
      wallet: active.wallet,
    })
    const after = account.store.getState()
    if (after.caipAddress !== before.caipAddress) parameters.onAccountChanged()
    if (chainChanged && !network) parameters.onUnsupportedChain()
  }

  let ended: Partial<Record<ChainNamespace, readonly Connection[]>> = {}

  function update(namespace: ChainNamespace, connections: AdapterConnections) {
    const state = store.getState()
    const live = new Set(connections.connections.map((connection) => connection.connectorId))
    const left = (state.byNamespace[namespace]?.connections ?? []).filter(
      (connection) => !live.has(connection.connectorId),
    )
    const gone = new Set(left.map((connection) => connection.connectorId))
    ended = {
      ...ended,
      [namespace]: [
        ...left,
        ...(ended[namespace] ?? []).filter(
          (connection) => !live.has(connection.connectorId) && !gone.has(connection.connectorId),
        ),
      ],
    }
    const byNamespace = { ...state.byNamespace, [namespace]: connections }
    let activeNamespace = state.activeNamespace
    if (!hasAccount(activeNamespace ? byNamespace[activeNamespace] : undefined)) {
      activeNamespace = (Object.keys(byNamespace) as ChainNamespace[]).find((key) =>
        hasAccount(byNamespace[key]),
      )
    }
    store.setState({ byNamespace, activeNamespace })
    derive()
    persist()
  }

  return {
    store,
    adapterFor,
    update,
    disconnected: () => ended,
    activate(namespace) {
      store.setState({ activeNamespace: namespace })
      derive()
      persist()
    },
    getActive,
    connectedNamespaces,
    hydrate(state) {
      store.setState({ byNamespace: state.byNamespace, activeNamespace: state.activeNamespace })
      derive()
    },
    readPersisted() {
      return storage.getItem('connections')
    },
  }
}
