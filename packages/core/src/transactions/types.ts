import type { HistoryTransactionItem, HistoryTransfer } from '../contract/history.ts'

type HistoryFungible = NonNullable<HistoryTransfer['fungible_info']>

/**
 * One movement of value within a transaction: the history API's transfer, whose icon a chain adapter
 * that reads the chain itself may not know (docs/rules/entities.md Transaction list item).
 */
export type TransactionTransfer = Omit<HistoryTransfer, 'fungible_info'> & {
  fungible_info?: (Omit<HistoryFungible, 'icon'> & { icon?: HistoryFungible['icon'] | null }) | undefined
}

/**
 * A transaction of the account, newest first (docs/rules/entities.md): the history API's item, or one
 * a chain adapter read itself, or one the modal just sent (status 'pending' until the API lists it).
 */
export type TransactionItem = Omit<HistoryTransactionItem, 'metadata' | 'transfers'> & {
  metadata: Omit<HistoryTransactionItem['metadata'], 'status'> & {
    status: HistoryTransactionItem['metadata']['status'] | 'pending'
  }
  transfers: readonly TransactionTransfer[]
}

/** Transactions grouped by year, then month (0–11), each group newest first (docs/rules/entities.md transaction store). */
export type TransactionsByYear = Readonly<
  Record<number, Readonly<Record<number, readonly TransactionItem[]>>>
>
