import type { AdapterConnections, AdapterEmit, CaipNetwork, Connection, KeyValueStorage } from '@portico/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { StandardEventsFeature } from '@wallet-standard/features'
import { SolanaConnectorNotFoundError } from '../errors/adapter.ts'

/** Where the adapter keeps the network of its connections across reloads (wallet-standard has none). */
export const NETWORK_STORAGE_KEY = 'portico:solana:network'

/** A live connection: the wallet, the accounts it exposes for Solana and the network it is on. */
export type SolanaConnection = {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  caipNetwork: CaipNetwork
  stopEvents: () => void
}

export type ConnectionStore = {
  get(connectorId: string): SolanaConnection | undefined
  /** The live connection of a connector, or SolanaConnectorNotFoundError. */
  require(connectorId: string): SolanaConnection
  /** Adds or replaces a connection, makes it active and follows its `standard:events`. */
  add(connection: Omit<SolanaConnection, 'stopEvents'>): Connection
  remove(connectorId: string): void
  activate(connectorId: string): Connection
  setNetwork(connectorId: string, caipNetwork: CaipNetwork): void
  /** The network of the last visit, when it is one the dapp configured. */
  persistedNetwork(): CaipNetwork | undefined
  snapshot(): AdapterConnections
  clear(): void
}

/** The Solana accounts of a wallet's account list (an account may serve other chains only). */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}

function toConnection(connection: SolanaConnection): Connection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map((account) => ({ address: account.address, type: 'eoa' })),
    chainId: connection.caipNetwork.id,
  }
}

/**
 * The adapter's connections, the truth core mirrors: every change (connect, disconnect, an account
 * change the wallet reports on `standard:events`, a network switch) is emitted as one
 * `connectionsChanged` snapshot.
 */
export function createConnectionStore(parameters: {
  emit: () => AdapterEmit | undefined
  storage: () => KeyValueStorage | undefined
  networks: readonly CaipNetwork[]
}): ConnectionStore {
  const connections = new Map<string, SolanaConnection>()
  let activeId: string | undefined

  function snapshot(): AdapterConnections {
    return { connections: [...connections.values()].map(toConnection), activeConnectorId: activeId }
  }

  function report() {
    parameters.emit()?.('connectionsChanged', snapshot())
  }

  function remove(connectorId: string) {
    const connection = connections.get(connectorId)
    if (!connection) return
    connection.stopEvents()
    connections.delete(connectorId)
    if (activeId === connectorId) activeId = connections.keys().next().value
    report()
  }

  function require(connectorId: string): SolanaConnection {
    const connection = connections.get(connectorId)
    if (!connection) throw new SolanaConnectorNotFoundError(connectorId, { connected: true })
    return connection
  }

  function onChange(connectorId: string, wallet: Wallet) {
    const events = wallet.features['standard:events'] as StandardEventsFeature['standard:events'] | undefined
    if (!events) return () => undefined
    return events.on('change', (properties) => {
      const connection = connections.get(connectorId)
      if (!connection || !properties.accounts) return
      const accounts = solanaAccounts(properties.accounts)
      if (accounts.length === 0) {
        remove(connectorId)
        return
      }
      connection.accounts = accounts
      report()
    })
  }

  return {
    get: (connectorId) => connections.get(connectorId),
    require,
    add(connection) {
      connections.get(connection.connectorId)?.stopEvents()
      const live: SolanaConnection = {
        ...connection,
        stopEvents: onChange(connection.connectorId, connection.wallet),
      }
      connections.set(connection.connectorId, live)
      activeId = connection.connectorId
      parameters.storage()?.setItem(NETWORK_STORAGE_KEY, connection.caipNetwork.caipNetworkId)
      report()
      return toConnection(live)
    },
    remove,
    activate(connectorId) {
      const connection = require(connectorId)
      activeId = connectorId
      report()
      return toConnection(connection)
    },
    setNetwork(connectorId, caipNetwork) {
      require(connectorId).caipNetwork = caipNetwork
      parameters.storage()?.setItem(NETWORK_STORAGE_KEY, caipNetwork.caipNetworkId)
      report()
    },
    persistedNetwork() {
      const id = parameters.storage()?.getItem(NETWORK_STORAGE_KEY)
      return parameters.networks.find((network) => network.caipNetworkId === id)
    },
    snapshot,
    clear() {
      for (const connection of connections.values()) connection.stopEvents()
      connections.clear()
      activeId = undefined
    },
  }
}
