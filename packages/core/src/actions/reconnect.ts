import type { AdapterConnections } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { Portico } from '../instance/createPortico.ts'

export type ReconnectParameters = {
  /** Restore only these namespaces; defaults to every namespace the last page persisted. */
  namespaces?: readonly ChainNamespace[] | undefined
}

export type ReconnectReturnType = Partial<Record<ChainNamespace, AdapterConnections>>

export type ReconnectErrorType = never

/**
 * Restores the connections of the last visit (the wallets are asked silently; none prompts). A
 * wallet that no longer authorizes the dapp is dropped; this never throws.
 *
 * @example
 * import { reconnect } from '@portico/core'
 * await reconnect(portico)
 */
export async function reconnect(
  portico: Portico,
  parameters: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  const persisted = portico.connections.readPersisted()
  if (!persisted) return {}
  const namespaces = (Object.keys(persisted.byNamespace) as ChainNamespace[]).filter(
    (namespace) => !parameters.namespaces || parameters.namespaces.includes(namespace),
  )
  const restored: ReconnectReturnType = {}
  await Promise.all(
    namespaces.map(async (namespace) => {
      const adapter = portico.connections.adapterFor(namespace)
      const record = persisted.byNamespace[namespace]
      if (!adapter || !record) return
      const ids = record.connections.map((connection) => connection.connectorId)
      const connectorIds = record.activeConnectorId
        ? [record.activeConnectorId, ...ids.filter((id) => id !== record.activeConnectorId)]
        : ids
      try {
        const connections = await adapter.reconnect({ connectorIds })
        portico.connections.update(namespace, connections)
        restored[namespace] = connections
      } catch {
        portico.connections.update(namespace, { connections: [], activeConnectorId: undefined })
      }
    }),
  )
  if (persisted.activeNamespace && restored[persisted.activeNamespace]?.activeConnectorId) {
    portico.connections.activate(persisted.activeNamespace)
  }
  return restored
}
