import type { Portico } from '../instance/createPortico.ts'
import { type GetConnectionsReturnType, getConnections } from './getConnections.ts'

export type WatchConnectionsParameters = { onChange(connections: GetConnectionsReturnType): void }

export type WatchConnectionsReturnType = () => void

/**
 * Calls `onChange` whenever a connection is made, dropped, switched or changes account or chain.
 *
 * @example
 * import { watchConnections } from '@portico/core'
 * const stop = watchConnections(portico, { onChange: (connections) => render(connections) })
 */
export function watchConnections(
  portico: Portico,
  parameters: WatchConnectionsParameters,
): WatchConnectionsReturnType {
  return portico.connections.store.subscribe(() => parameters.onChange(getConnections(portico)))
}
