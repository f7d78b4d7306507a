import type { Address } from 'viem'
import type { HistoryCursor } from './cursor.ts'
import { HistoryUnavailableError } from './errors.ts'
import type { HistoryPosition, HistoryProvider, HistoryTransaction } from './types.ts'

export type GetHistoryPageParameters = {
  /** The networks asked about, each with its provider. */
  providers: ReadonlyMap<string, HistoryProvider>
  address: Address
  /** Where the previous page ended; from the newest when undefined. */
  cursor?: HistoryCursor | undefined
  limit: number
}

export type GetHistoryPageReturnType = {
  /** Newest first across the networks. */
  transactions: HistoryTransaction[]
  /** Where this page ended, or null after the last page. */
  next: HistoryCursor | null
}

/** Newest first: by time, then network, then block and index (a total order, so pages never overlap). */
function newestFirst(a: HistoryTransaction, b: HistoryTransaction): number {
  return (
    b.minedAt - a.minedAt ||
    (b.caipNetworkId > a.caipNetworkId ? 1 : b.caipNetworkId < a.caipNetworkId ? -1 : 0) ||
    b.blockNumber - a.blockNumber ||
    b.transactionIndex - a.transactionIndex
  )
}

/**
 * One page of an account's history over several networks. The cursor holds a position on every
 * network (a network that gave nothing yet is held just above its newest transaction), each network
 * continues strictly below its position, and positions only move down: a transaction mined while the
 * account pages never shows up on a later page, and every earlier one is given exactly once.
 *
 * @example
 * const first = await getHistoryPage({ providers, address, limit: 20 })
 * const second = first.next ? await getHistoryPage({ providers, address, cursor: first.next, limit: 20 }) : undefined
 *
 * @throws HistoryUnavailableError when a network's provider fails.
 */
export async function getHistoryPage(
  parameters: GetHistoryPageParameters,
): Promise<GetHistoryPageReturnType> {
  const { providers, address, cursor = {}, limit } = parameters
  const results = await Promise.all(
    [...providers].map(([caipNetworkId, provider]) =>
      provider.getTransactions({ address, before: cursor[caipNetworkId], limit }).catch((error: unknown) => {
        throw new HistoryUnavailableError(caipNetworkId, error)
      }),
    ),
  )
  const all = results.flatMap((result) => result.transactions).sort(newestFirst)
  const transactions = all.slice(0, limit)
  const more = all.length > limit || results.some((result) => result.more)
  if (!more || transactions.length === 0) return { transactions, next: null }
  const consumed = new Map<string, HistoryPosition>()
  for (const tx of transactions) {
    consumed.set(tx.caipNetworkId, { blockNumber: tx.blockNumber, transactionIndex: tx.transactionIndex })
  }
  // Every network gets a position, so one that gave nothing yet is held at what it had now.
  const next: Record<string, HistoryPosition> = {}
  ;[...providers.keys()].forEach((caipNetworkId, index) => {
    const newest = results[index]?.transactions[0]
    next[caipNetworkId] =
      consumed.get(caipNetworkId) ??
      cursor[caipNetworkId] ??
      (newest
        ? { blockNumber: newest.blockNumber, transactionIndex: newest.transactionIndex + 1 }
        : { blockNumber: 0, transactionIndex: 0 })
  })
  return { transactions, next }
}
