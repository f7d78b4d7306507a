import type { AdapterConnections } from '@portico/core'
import type { Config } from '@wagmi/core'
import { toConnection } from './toConnection.ts'

/**
 * A snapshot of wagmi's connections as core mirrors them: every live connection and the active
 * (`current`) one. A fresh copy each time, since wagmi mutates its connections Map in place.
 */
export function toAdapterConnections(config: Config): AdapterConnections {
  const { connections, current } = config.state
  return {
    connections: [...connections.values()].map((connection) =>
      toConnection(connection.connector.id, connection),
    ),
    activeConnectorId: current ? connections.get(current)?.connector.id : undefined,
  }
}
