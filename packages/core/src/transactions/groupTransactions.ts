import type { TransactionItem, TransactionsByYear } from './types.ts'

/**
 * Groups transactions by the year, then the month (0–11, local time) they were mined, keeping their
 * order within each group.
 *
 * @example
 * groupTransactions(items)[2026]?.[10] // November 2026's transactions
 */
export function groupTransactions(transactions: readonly TransactionItem[]): TransactionsByYear {
  const years: Record<number, Record<number, TransactionItem[]>> = {}
  for (const transaction of transactions) {
    const mined = new Date(transaction.metadata.minedAt)
    const year = mined.getFullYear()
    const months = years[year] ?? {}
    years[year] = months
    const month = months[mined.getMonth()] ?? []
    months[mined.getMonth()] = month
    month.push(transaction)
  }
  return years
}
