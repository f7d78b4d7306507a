import type { Connection } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import { ConnectionFailedError } from '../errors/connection.ts'
import type { Portico } from '../instance/createPortico.ts'

export type SwitchConnectionParameters = {
  connectorId: string
  /** Defaults to the namespace where the connector has a live connection. */
  namespace?: ChainNamespace | undefined
}

export type SwitchConnectionReturnType = Connection & { namespace: ChainNamespace }

export type SwitchConnectionErrorType = ConnectionFailedError

/**
 * Makes another live connection the active account (docs/rules/states.md: 'active' becomes 'connected'),
 * possibly on another namespace.
 *
 * @example
 * import { switchConnection } from '@portico/core'
 * await switchConnection(portico, { connectorId: 'injected' })
 */
export async function switchConnection(
  portico: Portico,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const { byNamespace } = portico.connections.store.getState()
  const namespace =
    parameters.namespace ??
    (Object.keys(byNamespace) as ChainNamespace[]).find((key) =>
      byNamespace[key]?.connections.some((connection) => connection.connectorId === parameters.connectorId),
    )
  const adapter = namespace ? portico.connections.adapterFor(namespace) : undefined
  if (!namespace || !adapter) {
    throw new ConnectionFailedError({ details: `'${parameters.connectorId}' has no live connection.` })
  }
  const connection = await adapter.switchConnection({ connectorId: parameters.connectorId })
  portico.connections.activate(namespace)
  return { ...connection, namespace }
}
