import type { Connection } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { ConnectionsState } from '../controllers/connections.ts'
import type { Portico } from '../instance/createPortico.ts'

/** A live connection with its SPEC §4 status: 'connected' is the active one of its namespace. */
export type ConnectionWithStatus = Connection & { namespace: ChainNamespace; status: 'connected' | 'active' }

export type GetConnectionsReturnType = readonly ConnectionWithStatus[]

const cache = new WeakMap<ConnectionsState, GetConnectionsReturnType>()

/**
 * Every live connection across namespaces, the active ones marked 'connected'.
 *
 * @example
 * import { getConnections } from '@portico/core'
 * const others = getConnections(portico).filter((connection) => connection.status === 'active')
 */
export function getConnections(portico: Portico): GetConnectionsReturnType {
  const state = portico.connections.store.getState()
  let connections = cache.get(state)
  if (!connections) {
    connections = (Object.keys(state.byNamespace) as ChainNamespace[]).flatMap((namespace) => {
      const entry = state.byNamespace[namespace]
      return (entry?.connections ?? []).map((connection) => ({
        ...connection,
        namespace,
        status:
          connection.connectorId === entry?.activeConnectorId ? ('connected' as const) : ('active' as const),
      }))
    })
    cache.set(state, connections)
  }
  return connections
}
