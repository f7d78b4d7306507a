import type { ChainNamespace } from '../caip/namespaces.ts'
import type { PorticoErrorType } from '../errors/base.ts'
import type { Portico } from '../instance/createPortico.ts'

export type DisconnectParameters = {
  /** The connector to disconnect; defaults to the active one. */
  connectorId?: string | undefined
  namespace?: ChainNamespace | undefined
}

export type DisconnectReturnType = undefined

/** What the adapter's `disconnect` threw. */
export type DisconnectErrorType = PorticoErrorType

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
  // The embedded wallet's login spans namespaces: logging out ends it on each of them.
  const auth = Boolean(connectorId) && portico.connectors.getConnector(connectorId!)?.type === 'AUTH'
  const { byNamespace } = portico.connections.store.getState()
  const holds = (each: ChainNamespace) =>
    byNamespace[each]?.connections.some((connection) => connection.connectorId === connectorId)
  const namespaces = [
    ...new Set([
      ...(namespace ? [namespace] : []),
      ...(auth ? (Object.keys(byNamespace) as ChainNamespace[]).filter(holds) : []),
    ]),
  ]
  try {
    await Promise.all(
      namespaces.map((each) => {
        const adapter = portico.connections.adapterFor(each)
        return adapter && connectorId ? adapter.disconnect({ connectorId }) : undefined
      }),
    )
  } finally {
    for (const namespace of connectorId ? namespaces : []) {
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
