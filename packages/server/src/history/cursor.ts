import { InvalidHistoryCursorError } from './errors.ts'
import type { HistoryPosition } from './types.ts'

/** Where a page of several networks ends: the position reached on each network that gave a transaction. */
export type HistoryCursor = Readonly<Record<string, HistoryPosition>>

const VERSION = 1
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const MAX_NETWORKS = 64

/**
 * The opaque `next` of a history page: base64url JSON of the position on each network.
 *
 * @example
 * encodeHistoryCursor({ 'eip155:1': { blockNumber: 19_000_000, transactionIndex: 4 } })
 */
export function encodeHistoryCursor(cursor: HistoryCursor): string {
  const positions = Object.fromEntries(
    Object.entries(cursor).map(([network, position]) => [
      network,
      [position.blockNumber, position.transactionIndex],
    ]),
  )
  return Buffer.from(JSON.stringify({ v: VERSION, p: positions }), 'utf8').toString('base64url')
}

const isIndex = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0

/**
 * Reads a cursor written by {@link encodeHistoryCursor}.
 *
 * @example
 * const cursor = decodeHistoryCursor(request.query.cursor)
 *
 * @throws InvalidHistoryCursorError when the text is not such a cursor.
 */
export function decodeHistoryCursor(text: string): HistoryCursor {
  let value: unknown
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(text)) throw new InvalidHistoryCursorError('not base64url')
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidHistoryCursorError('not a cursor of this server')
  }
  const { v, p } = (typeof value === 'object' && value !== null ? value : {}) as { v?: unknown; p?: unknown }
  if (v !== VERSION || typeof p !== 'object' || p === null || Array.isArray(p)) {
    throw new InvalidHistoryCursorError('not a cursor of this server')
  }
  const entries = Object.entries(p)
  if (entries.length > MAX_NETWORKS) throw new InvalidHistoryCursorError('too many networks')
  const cursor: Record<string, HistoryPosition> = {}
  for (const [network, position] of entries) {
    if (!CAIP2.test(network) || !Array.isArray(position) || position.length !== 2) {
      throw new InvalidHistoryCursorError(`bad position for "${network.slice(0, 80)}"`)
    }
    const [blockNumber, transactionIndex] = position as unknown[]
    if (!isIndex(blockNumber) || !isIndex(transactionIndex)) {
      throw new InvalidHistoryCursorError(`bad position for "${network}"`)
    }
    cursor[network] = { blockNumber, transactionIndex }
  }
  return cursor
}
