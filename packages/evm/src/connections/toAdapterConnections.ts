import type { AdapterConnections, ConnectedWallet } from '@portico/core'
import type { Config } from '@wagmi/core'
import { toConnection } from './toConnection.ts'

/** The wallet behind a connector that is not a wallet itself (WalletConnect: the session's peer). */
export type DescribeWallet = (connectorId: string) => ConnectedWallet | undefined

/**
 * A snapshot of wagmi's connections as core mirrors them: every live connection and the active
 * (`current`) one. A fresh copy each time, since wagmi mutates its connections Map in place.
 */
export function toAdapterConnections(config: Config, describeWallet?: DescribeWallet): AdapterConnections {
  const { connections, current } = config.state
  return {
    connections: [...connections.values()].map((connection) =>
      toConnection(connection.connector.id, connection, describeWallet?.(connection.connector.id)),
    ),
    activeConnectorId: current ? connections.get(current)?.connector.id : undefined,
  }
}
