/** One movement of value within a transaction, as the history API reports it (docs/rules/entities.md Transaction list item). */
export type TransactionTransfer = {
  fungible_info?: { name: string; symbol: string; icon?: { url: string } | null } | undefined
  nft_info?: { name: string; flags: { is_spam: boolean } } | undefined
  direction: 'in' | 'out' | 'self'
  /** Who the value moved from and to, when the history API says (a token transfer's own parties). */
  sender?: string | undefined
  recipient?: string | undefined
  quantity: { numeric: string }
  value: number
  price: number
}

/** A transaction of the account, newest first in the history API's pages (docs/rules/entities.md). */
export type TransactionItem = {
  id: string
  metadata: {
    minedAt: string
    chain: string
    operationType: string
    hash: string
    status: string
    sentFrom: string
    sentTo: string
  }
  transfers: readonly TransactionTransfer[]
}

/** Transactions grouped by year, then month (0–11), each group newest first (docs/rules/entities.md transaction store). */
export type TransactionsByYear = Readonly<
  Record<number, Readonly<Record<number, readonly TransactionItem[]>>>
>
