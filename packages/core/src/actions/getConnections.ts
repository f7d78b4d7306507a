import type { Connection } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { Portico } from '../instance/createPortico.ts'
import type { ConnectionsState } from '../stores/connections.ts'

/**
 * A connection with its docs/rules/states.md status: 'connected' is the active one of its namespace, 'active' another
 * live one, 'disconnected' one that ended in this page (asked for with `includeDisconnected`).
 */
export type ConnectionWithStatus = Connection & {
  namespace: ChainNamespace
  status: 'connected' | 'active' | 'disconnected'
}

export type GetConnectionsParameters = {
  /** Also list the connections that ended in this page, after the live ones of their namespace. */
  includeDisconnected?: boolean | undefined
}

export type GetConnectionsReturnType = readonly ConnectionWithStatus[]

const cache = new WeakMap<ConnectionsState, GetConnectionsReturnType>()
const withDisconnected = new WeakMap<ConnectionsState, GetConnectionsReturnType>()

/**
 * Every live connection across namespaces, the active ones marked 'connected'; with
 * `includeDisconnected`, also the ones that ended in this page.
 *
 * @example
 * import { getConnections } from '@portico/core'
 * const others = getConnections(portico).filter((connection) => connection.status === 'active')
 * const all = getConnections(portico, { includeDisconnected: true })
 */
export function getConnections(
  portico: Portico,
  parameters: GetConnectionsParameters = {},
): GetConnectionsReturnType {
  const state = portico.connections.store.getState()
  const memo = parameters.includeDisconnected ? withDisconnected : cache
  let connections = memo.get(state)
  if (!connections) {
    const ended = parameters.includeDisconnected ? portico.connections.disconnected() : {}
    const namespaces = [
      ...new Set([...Object.keys(state.byNamespace), ...Object.keys(ended)]),
    ] as ChainNamespace[]
    connections = namespaces.flatMap((namespace): ConnectionWithStatus[] => {
      const entry = state.byNamespace[namespace]
      return [
        ...(entry?.connections ?? []).map((connection) => ({
          ...connection,
          namespace,
          status:
            connection.connectorId === entry?.activeConnectorId
              ? ('connected' as const)
              : ('active' as const),
        })),
        ...(ended[namespace] ?? []).map((connection) => ({
          ...connection,
          namespace,
          status: 'disconnected' as const,
        })),
      ]
    })
    memo.set(state, connections)
  }
  return connections
}
