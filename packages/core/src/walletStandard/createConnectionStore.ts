import type { AdapterConnections, AdapterEmit, Connection, KeyValueStorage } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { WalletNotConnectedError } from '../errors/wallet.ts'

/** What every live connection of a wallet adapter has; a chain adds its wallet, accounts and network. */
export type BaseConnection = { connectorId: string }

/** A change the wallet reported: the connection's new fields, or `undefined` when it exposes no account any more. */
export type ConnectionChange<connection extends BaseConnection> = (
  current: connection,
) => Partial<connection> | undefined

export type CreateConnectionStoreParameters<connection extends BaseConnection> = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  /** Where the network of the connections is kept across reloads (wallet-standard has no chain state). */
  storageKey: string
  emit: () => AdapterEmit | undefined
  storage: () => KeyValueStorage | undefined
  /** The connection as core sees it. */
  toConnection: (connection: connection) => Connection
  /** The configured network a connection is on, to remember it; undefined when it is none of them. */
  networkOf: (connection: connection) => CaipNetwork | undefined
  /** Follows the wallet's account (and network) changes of a new connection; returns the function that stops. */
  watch: (connection: connection, onChange: (change: ConnectionChange<connection>) => void) => () => void
}

export type ConnectionStore<connection extends BaseConnection> = {
  get(connectorId: string): connection | undefined
  /** The live connection of a connector, or WalletNotConnectedError. */
  require(connectorId: string): connection
  /** Adds or replaces a connection, makes it active and follows the wallet's changes. */
  add(connection: connection): Connection
  /** Applies a change to a live connection; one that leaves no account disconnects it. */
  update(connectorId: string, change: ConnectionChange<connection>): void
  remove(connectorId: string): void
  activate(connectorId: string): Connection
  /** The network of the last visit, when it is one the dapp configured. */
  persistedNetwork(): CaipNetwork | undefined
  snapshot(): AdapterConnections
  clear(): void
}

export type CreateConnectionStoreReturnType<connection extends BaseConnection> = ConnectionStore<connection>

export type CreateConnectionStoreErrorType = WalletNotConnectedError

/**
 * A wallet adapter's connections, the truth core mirrors: every change (connect, disconnect, an account
 * or network change the wallet reports, a network switch) is emitted as one `connectionsChanged`
 * snapshot, the active connection's network is remembered under `storageKey`, and a wallet that exposes
 * no account of the chain any more is disconnected.
 *
 * @example
 * const store = createConnectionStore({
 *   namespace: 'solana', networks, storageKey: 'portico:solana:network',
 *   emit: () => context?.emit, storage: () => context?.storage,
 *   toConnection, networkOf: (connection) => connection.caipNetwork, watch,
 * })
 * store.add({ connectorId: 'app.phantom', wallet, accounts, caipNetwork })
 */
export function createConnectionStore<connection extends BaseConnection>(
  parameters: CreateConnectionStoreParameters<connection>,
): CreateConnectionStoreReturnType<connection> {
  const connections = new Map<string, { connection: connection; stop: () => void }>()
  let activeId: string | undefined

  function snapshot(): AdapterConnections {
    return {
      connections: [...connections.values()].map((entry) => parameters.toConnection(entry.connection)),
      activeConnectorId: activeId,
    }
  }

  function report() {
    parameters.emit()?.('connectionsChanged', snapshot())
  }

  function persist(connection: connection) {
    const network = parameters.networkOf(connection)
    if (network) parameters.storage()?.setItem(parameters.storageKey, network.caipNetworkId)
  }

  function remove(connectorId: string) {
    const entry = connections.get(connectorId)
    if (!entry) return
    entry.stop()
    connections.delete(connectorId)
    if (activeId === connectorId) activeId = connections.keys().next().value
    report()
  }

  function require(connectorId: string): connection {
    const entry = connections.get(connectorId)
    if (!entry) throw new WalletNotConnectedError({ connectorId, namespace: parameters.namespace })
    return entry.connection
  }

  function update(connectorId: string, change: ConnectionChange<connection>) {
    const entry = connections.get(connectorId)
    if (!entry) return
    const next = change(entry.connection)
    if (!next) return remove(connectorId)
    Object.assign(entry.connection, next)
    persist(entry.connection)
    report()
  }

  return {
    get: (connectorId) => connections.get(connectorId)?.connection,
    require,
    add(connection) {
      const { connectorId } = connection
      connections.get(connectorId)?.stop()
      const stop = parameters.watch(connection, (change) => update(connectorId, change))
      connections.set(connectorId, { connection, stop })
      activeId = connectorId
      persist(connection)
      report()
      return parameters.toConnection(connection)
    },
    update,
    remove,
    activate(connectorId) {
      const connection = require(connectorId)
      activeId = connectorId
      report()
      return parameters.toConnection(connection)
    },
    persistedNetwork() {
      const id = parameters.storage()?.getItem(parameters.storageKey)
      return parameters.networks.find((network) => network.caipNetworkId === id)
    },
    snapshot,
    clear() {
      for (const entry of connections.values()) entry.stop()
      connections.clear()
      activeId = undefined
    },
  }
}
