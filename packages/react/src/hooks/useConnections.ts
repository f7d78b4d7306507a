import { type GetConnectionsParameters, type GetConnectionsReturnType, getConnections } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import { usePortico } from './usePortico.ts'

export type UseConnectionsReturnType = GetConnectionsReturnType

/**
 * Every live connection across namespaces; the active one of each namespace is 'connected'. With
 * `includeDisconnected`, also the ones that ended in this page ('disconnected').
 *
 * @example
 * const connections = useConnections()
 * const all = useConnections({ includeDisconnected: true })
 */
export function useConnections(parameters: GetConnectionsParameters = {}): UseConnectionsReturnType {
  const portico = usePortico()
  const { includeDisconnected } = parameters
  const snapshot = useCallback(
    () => getConnections(portico, { includeDisconnected }),
    [portico, includeDisconnected],
  )
  return useSyncExternalStore(portico.connections.store.subscribe, snapshot, snapshot)
}
