import type { ChainNamespace } from '../caip/namespaces.ts'
import type { Portico } from '../instance/createPortico.ts'

export type DisconnectParameters = {
  /** The connector to disconnect; defaults to the active one. */
  connectorId?: string | undefined
  namespace?: ChainNamespace | undefined
}

export type DisconnectReturnType = undefined

export type DisconnectErrorType = Error

/**
 * Disconnects a connection (the active one by default). Another live connection, if any, becomes
 * the account; otherwise the account is disconnected.
 *
 * @example
 * import { disconnect } from '@portico/core'
 * await disconnect(portico)
 */
export async function disconnect(
  portico: Portico,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const active = portico.connections.getActive()
  const namespace = parameters.namespace ?? active?.namespace
  const connectorId = parameters.connectorId ?? active?.connectorId
  const adapter = namespace ? portico.connections.adapterFor(namespace) : undefined
  try {
    if (adapter && connectorId) await adapter.disconnect({ connectorId })
  } finally {
    if (namespace && connectorId) {
      const current = portico.connections.store.getState().byNamespace[namespace]
      if (current) {
        const connections = current.connections.filter((connection) => connection.connectorId !== connectorId)
        portico.connections.update(namespace, {
          connections,
          activeConnectorId:
            current.activeConnectorId === connectorId
              ? connections[0]?.connectorId
              : current.activeConnectorId,
        })
      }
    }
    if (!portico.isConnected() && portico.modal.store.getState().open) portico.modal.close()
    void portico.track('DISCONNECT_SUCCESS')
  }
}
