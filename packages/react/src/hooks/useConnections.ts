import { type GetConnectionsReturnType, getConnections } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import { usePortico } from './usePortico.ts'

export type UseConnectionsReturnType = GetConnectionsReturnType

/**
 * Every live connection across namespaces; the active one of each namespace is 'connected'.
 *
 * @example
 * const connections = useConnections()
 */
export function useConnections(): UseConnectionsReturnType {
  const portico = usePortico()
  const snapshot = useCallback(() => getConnections(portico), [portico])
  return useSyncExternalStore(portico.connections.store.subscribe, snapshot, snapshot)
}
