import { type GetAccountReturnType, getAccount } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import { usePortico } from './usePortico.ts'

export type UseAccountReturnType = GetAccountReturnType

/**
 * The active account: status, address, CAIP-10 address, connector, balance and profile.
 *
 * @example
 * const { address, isConnected } = useAccount()
 */
export function useAccount(): UseAccountReturnType {
  const portico = usePortico()
  const snapshot = useCallback(() => getAccount(portico), [portico])
  return useSyncExternalStore(portico.account.store.subscribe, snapshot, snapshot)
}
