import { type BalancesState, getBalances, getBalancesController, type TokenBalance } from '@portico/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useAccount } from './useAccount.ts'
import { usePortico } from './usePortico.ts'

export type UseBalancesReturnType = {
  balances: readonly TokenBalance[]
  isLoading: boolean
  /** Fetches again; `forceUpdate` skips the server's brief cache. */
  refetch: (parameters?: { forceUpdate?: boolean }) => Promise<readonly TokenBalance[]>
}

/**
 * The active account's token balances on the active network, fetched when the account or network
 * changes. A failure shows 'Token Balance Unavailable' and an empty list.
 *
 * @example
 * const { balances, isLoading } = useBalances()
 */
export function useBalances(): UseBalancesReturnType {
  const portico = usePortico()
  const { store } = getBalancesController(portico)
  const state: BalancesState = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  const { caipAddress } = useAccount()
  useEffect(() => {
    if (caipAddress) void getBalances(portico)
  }, [portico, caipAddress])
  const refetch = (parameters?: { forceUpdate?: boolean }) => getBalances(portico, parameters)
  return { balances: state.tokenBalances, isLoading: state.loading, refetch }
}
