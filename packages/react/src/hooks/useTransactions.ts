import { getTransactionsController, type TransactionsState } from '@portico/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useAccount } from './useAccount.ts'
import { usePortico } from './usePortico.ts'

export type UseTransactionsReturnType = TransactionsState & {
  /** Reads the next page by cursor, when there is one. */
  fetchNext: () => Promise<void>
}

/**
 * The active account's transactions on the active network, newest first and grouped by year and
 * month; the first page is read when the account or network changes, and again while the list is
 * shown (every few seconds, when the page becomes visible, when the balance changes).
 *
 * @example
 * const { transactionsByYear, next, fetchNext } = useTransactions()
 */
export function useTransactions(): UseTransactionsReturnType {
  const portico = usePortico()
  const transactions = getTransactionsController(portico)
  const state = useSyncExternalStore(
    transactions.store.subscribe,
    transactions.store.getState,
    transactions.store.getState,
  )
  const { caipAddress } = useAccount()
  useEffect(() => {
    if (caipAddress) return transactions.watch()
  }, [transactions, caipAddress])
  return { ...state, fetchNext: transactions.fetchNext }
}
