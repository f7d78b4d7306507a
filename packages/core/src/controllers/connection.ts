import type { ChainAdapter, Connection } from '../adapters/types.ts'
import type { CaipNetwork } from '../caip/types.ts'
import type { PorticoError } from '../errors/base.ts'
import { isUserRejectedError } from '../errors/codes.ts'
import { ConnectionFailedError, ConnectionRejectedError } from '../errors/connection.ts'
import type { AccountController } from './account.ts'
import type { ConnectorsController } from './connectors.ts'
import type { EventName, EventProperties } from './events.ts'
import type { NetworksController } from './networks.ts'

export type ConnectionControllerParameters = {
  adapters: readonly ChainAdapter[]
  account: AccountController
  connectors: ConnectorsController
  networks: NetworksController
  track: (event: EventName, properties?: EventProperties) => void
  reportError: (error: unknown) => void
  persist: (connection: { connectorId: string; namespace: string } | undefined) => void
}

export type ConnectionController = {
  connect(parameters: { connectorId: string }): Promise<Connection>
  reconnect(parameters: { connectorId: string; namespace: string }): Promise<Connection | undefined>
  disconnect(): Promise<void>
  /** Switches the active network (SPEC §4 Switching network); a no-op for the current one. */
  switchNetwork(network: CaipNetwork): Promise<void>
  refreshBalance(): Promise<void>
  adapterFor(namespace: string): ChainAdapter | undefined
}

function errorCode(error: unknown): unknown {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code
    if (code !== undefined) return code
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Maps an adapter failure to SPEC §8's 'Connection rejected' (4001, 5000) or 'Failed to connect'. */
export function toConnectionError(error: unknown): PorticoError {
  if (error instanceof ConnectionRejectedError || error instanceof ConnectionFailedError) return error
  if (isUserRejectedError(errorCode(error))) return new ConnectionRejectedError({ cause: error })
  return new ConnectionFailedError({
    cause: error,
    details: error instanceof Error ? error.message : undefined,
  })
}

/** connect / disconnect / switchNetwork over the chain adapters (DESIGN §2). */
export function createConnectionController(parameters: ConnectionControllerParameters): ConnectionController {
  const { account, connectors, networks } = parameters

  const adapterFor = (namespace: string) =>
    parameters.adapters.find((adapter) => adapter.namespace === namespace)

  function applyConnection(connection: Connection, namespace: ChainAdapter['namespace']) {
    const connector = connectors.getConnector(connection.connectorId)
    const network = networks.find(namespace, connection.chainId)
    if (network) networks.setActive(network)
    account.setConnected({
      connector,
      connectorId: connection.connectorId,
      namespace,
      chainId: connection.chainId,
      accounts: connection.accounts,
    })
    parameters.persist({ connectorId: connection.connectorId, namespace })
  }

  async function refreshBalance() {
    const { address, namespace } = account.store.getState()
    const network = networks.store.getState().caipNetwork
    const adapter = namespace ? adapterFor(namespace) : undefined
    if (!address || !network || !adapter || network.chainNamespace !== namespace) return
    try {
      account.setBalance(await adapter.getBalance({ address, caipNetwork: network }))
    } catch {
      account.setBalance(undefined)
    }
  }

  return {
    adapterFor,
    refreshBalance,
    async connect({ connectorId }) {
      const connector = connectors.getConnector(connectorId)
      const adapter = connector ? adapterFor(connector.chain) : undefined
      if (!connector || !adapter) {
        throw new ConnectionFailedError({ details: `No adapter has the connector '${connectorId}'.` })
      }
      account.setConnecting(connector)
      const active = networks.store.getState().caipNetwork
      try {
        const connection = await adapter.connect({
          connectorId,
          caipNetwork: active?.chainNamespace === adapter.namespace ? active : undefined,
        })
        applyConnection(connection, adapter.namespace)
        connectors.addRecent(connector.explorerId ?? connector.id)
        parameters.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
        void refreshBalance()
        return connection
      } catch (error) {
        if (account.store.getState().status === 'connecting') account.reset()
        const failure = toConnectionError(error)
        parameters.track('CONNECT_ERROR', { message: failure.shortMessage })
        if (!(failure instanceof ConnectionRejectedError)) parameters.reportError(failure)
        throw failure
      }
    },
    async reconnect({ connectorId, namespace }) {
      const adapter = adapterFor(namespace)
      if (!adapter) return undefined
      try {
        const connection = await adapter.reconnect({ connectorId })
        if (connection && connection.accounts.length > 0) {
          applyConnection(connection, adapter.namespace)
          void refreshBalance()
          return connection
        }
      } catch {
        parameters.persist(undefined)
      }
      return undefined
    },
    async disconnect() {
      const { connectorId, namespace } = account.store.getState()
      const adapter = namespace ? adapterFor(namespace) : undefined
      try {
        if (adapter && connectorId) await adapter.disconnect({ connectorId })
      } finally {
        account.reset()
        networks.setApprovedNetworks(undefined)
        parameters.persist(undefined)
        parameters.track('DISCONNECT_SUCCESS')
      }
    },
    async switchNetwork(network) {
      const current = networks.store.getState().caipNetwork
      if (current?.caipNetworkId === network.caipNetworkId) return
      const { connectorId, namespace, address } = account.store.getState()
      const adapter = adapterFor(network.chainNamespace)
      if (address && connectorId && adapter && namespace === network.chainNamespace) {
        await adapter.switchNetwork({ connectorId, caipNetwork: network })
      }
      networks.setActive(network)
      if (address) {
        const accounts = account.store.getState().accounts
        account.setAccounts(accounts, network.id)
      }
      parameters.track('SWITCH_NETWORK', { network: network.caipNetworkId })
      void refreshBalance()
    },
  }
}
