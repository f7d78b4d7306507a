import type { AdapterConnections, AdapterEmit, CaipNetwork, Connection, KeyValueStorage } from '@portico/core'
import { BitcoinConnectorNotFoundError } from '../errors/adapter.ts'
import type { BitcoinChain } from '../networks/bitcoinChains.ts'
import type { BitcoinAccount, BitcoinWalletClient, BitcoinWalletState } from '../wallets/types.ts'

/** Where the adapter keeps the network of its connections across reloads (wallet-standard has none). */
export const NETWORK_STORAGE_KEY = 'portico:bitcoin:network'

/** A live connection: the wallet, the accounts it exposes (payment first) and the chain they are on. */
export type BitcoinConnection = {
  connectorId: string
  client: BitcoinWalletClient
  accounts: readonly BitcoinAccount[]
  /** The CAIP-2 reference of the network the accounts are on. */
  chainId: string
  stopWatching: () => void
}

export type ConnectionStore = {
  get(connectorId: string): BitcoinConnection | undefined
  /** The live connection of a connector, or BitcoinConnectorNotFoundError. */
  require(connectorId: string): BitcoinConnection
  /**
   * Adds or replaces a connection on the wallet's chain (the network `chainId` when it is that chain),
   * makes it active and follows the wallet's changes.
   */
  add(
    connectorId: string,
    client: BitcoinWalletClient,
    state: BitcoinWalletState,
    chainId?: string,
  ): Connection
  /** The wallet's accounts or chain changed (a switch, an event); no accounts disconnects. */
  update(connectorId: string, state: BitcoinWalletState, chainId?: string): void
  remove(connectorId: string): void
  activate(connectorId: string): Connection
  /** The network of the last visit, when it is one the dapp configured. */
  persistedNetwork(): CaipNetwork | undefined
  snapshot(): AdapterConnections
  clear(): void
}

function toConnection(connection: BitcoinConnection): Connection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map((account) => ({ ...account })),
    chainId: connection.chainId,
    ...(connection.client.wallet ? { wallet: connection.client.wallet } : {}),
  }
}

/**
 * The adapter's connections, the truth core mirrors: every change (connect, disconnect, an account or
 * network change the wallet reports, a network switch) is emitted as one `connectionsChanged` snapshot;
 * a wallet that exposes no Bitcoin account any more is disconnected.
 */
export function createConnectionStore(parameters: {
  emit: () => AdapterEmit | undefined
  storage: () => KeyValueStorage | undefined
  networks: readonly CaipNetwork[]
  /** The network id a wallet chain stands for, preferring `chainId` when it is that chain. */
  chainIdOf: (chain: BitcoinChain, chainId: string | undefined) => string
}): ConnectionStore {
  const connections = new Map<string, BitcoinConnection>()
  let activeId: string | undefined

  function snapshot(): AdapterConnections {
    return { connections: [...connections.values()].map(toConnection), activeConnectorId: activeId }
  }

  function report() {
    parameters.emit()?.('connectionsChanged', snapshot())
  }

  function persist(chainId: string) {
    const network = parameters.networks.find((candidate) => String(candidate.id) === chainId)
    if (network) parameters.storage()?.setItem(NETWORK_STORAGE_KEY, network.caipNetworkId)
  }

  function remove(connectorId: string) {
    const connection = connections.get(connectorId)
    if (!connection) return
    connection.stopWatching()
    connections.delete(connectorId)
    if (activeId === connectorId) activeId = connections.keys().next().value
    report()
  }

  function require(connectorId: string): BitcoinConnection {
    const connection = connections.get(connectorId)
    if (!connection) throw new BitcoinConnectorNotFoundError(connectorId, { connected: true })
    return connection
  }

  function update(connectorId: string, state: BitcoinWalletState, chainId?: string) {
    const connection = connections.get(connectorId)
    if (!connection) return
    if (state.accounts.length === 0) return remove(connectorId)
    connection.accounts = state.accounts
    connection.chainId = parameters.chainIdOf(state.chain, chainId ?? connection.chainId)
    persist(connection.chainId)
    report()
  }

  return {
    get: (connectorId) => connections.get(connectorId),
    require,
    add(connectorId, client, state, chainId) {
      connections.get(connectorId)?.stopWatching()
      const live: BitcoinConnection = {
        connectorId,
        client,
        accounts: state.accounts,
        chainId: parameters.chainIdOf(state.chain, chainId),
        stopWatching: client.watch((next) => (next ? update(connectorId, next) : remove(connectorId))),
      }
      connections.set(connectorId, live)
      activeId = connectorId
      persist(live.chainId)
      report()
      return toConnection(live)
    },
    update,
    remove,
    activate(connectorId) {
      const connection = require(connectorId)
      activeId = connectorId
      report()
      return toConnection(connection)
    },
    persistedNetwork() {
      const id = parameters.storage()?.getItem(NETWORK_STORAGE_KEY)
      return parameters.networks.find((network) => network.caipNetworkId === id)
    },
    snapshot,
    clear() {
      for (const connection of connections.values()) connection.stopWatching()
      connections.clear()
      activeId = undefined
    },
  }
}
