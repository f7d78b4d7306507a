import type { AdapterConnections } from '@portico/core'
import {
  type Config,
  type Connector,
  connect as wagmiConnect,
  reconnect as wagmiReconnect,
  switchConnection as wagmiSwitchConnection,
} from '@wagmi/core'
import { waitForConnector } from '../connectors/waitForConnector.ts'
import { type DescribeWallet, toAdapterConnections } from './toAdapterConnections.ts'

export type ReconnectParameters = {
  /** The connectors of the last visit, the one to make active first. */
  connectorIds: readonly string[]
  /** How long to wait for a wallet that has not announced itself yet, in ms. */
  announceTimeout: number
  describeWallet?: DescribeWallet | undefined
}

export type ReconnectReturnType = AdapterConnections

/**
 * Restores the connections of the last visit without prompting: waits briefly for their wallets to
 * announce themselves, asks wagmi to reconnect those still authorized, and makes the first one that
 * is back the active one. Wallets that no longer authorize the dapp are simply left out.
 */
export async function reconnect(
  config: Config,
  parameters: ReconnectParameters,
): Promise<ReconnectReturnType> {
  const found = await Promise.all(
    parameters.connectorIds.map((connectorId) =>
      waitForConnector(config, { connectorId, timeout: parameters.announceTimeout }),
    ),
  )
  const connectors = found.filter((connector): connector is Connector => connector !== undefined)
  const isLive = (connector: Connector) => config.state.connections.has(connector.uid)
  const pending = connectors.filter((connector) => !isLive(connector))
  if (config.state.connections.size === 0) {
    if (pending.length > 0) await wagmiReconnect(config, { connectors: pending })
  } else {
    // wagmi's reconnect replaces every connection, so next to live ones each connector is added alone.
    for (const connector of pending) {
      if (await connector.isAuthorized()) await wagmiConnect(config, { connector }).catch(() => undefined)
    }
  }
  const first = connectors.find(isLive)
  if (first && config.state.current !== first.uid) await wagmiSwitchConnection(config, { connector: first })
  return toAdapterConnections(config, parameters.describeWallet)
}
