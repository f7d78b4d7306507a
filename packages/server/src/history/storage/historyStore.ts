import { type Kysely, sql, type Transaction } from 'kysely'
import { type Address, getAddress, type Hex } from 'viem'
import type { Database } from '../../storage/schema.ts'
import type { HistoryPosition, HistoryToken, HistoryTransaction, HistoryTransfer } from '../types.ts'

/** A block as the indexer writes it. */
export type IndexedBlock = {
  number: number
  hash: Hex
  transactions: HistoryTransaction[]
}

/** Token metadata to remember, by contract address (lower case). */
export type StoredToken = Omit<HistoryToken, 'address'> & { address: Address }

/** Rows per insert statement; keeps every statement far below PostgreSQL's parameter limit. */
const CHUNK = 500

const lower = (address: string) => address.toLowerCase()

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK))
}

/**
 * The indexer's tables: its cursor per network, recent block hashes, and the transactions, transfers,
 * account links and token metadata it found. Writes check the cursor inside their transaction, so two
 * processes indexing one network on one PostgreSQL never write a block twice.
 */
export class HistoryStore {
  readonly #db: Kysely<Database>

  constructor(db: Kysely<Database>) {
    this.#db = db
  }

  /** The next block to index, or undefined before the first run. */
  async nextBlock(caipNetworkId: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('history_cursors')
      .select('next_block')
      .where('caip_network_id', '=', caipNetworkId)
      .executeTakeFirst()
    return row ? Number(row.next_block) : undefined
  }

  /** Sets the starting block unless the network already has a cursor; returns the cursor. */
  async startAt(caipNetworkId: string, block: number): Promise<number> {
    await this.#db
      .insertInto('history_cursors')
      .values({ caip_network_id: caipNetworkId, next_block: block })
      .onConflict((conflict) => conflict.column('caip_network_id').doNothing())
      .execute()
    return (await this.nextBlock(caipNetworkId)) as number
  }

  /** Stored hashes of blocks `from` to `to` (inclusive). */
  async blockHashes(caipNetworkId: string, from: number, to: number): Promise<Map<number, string>> {
    const rows = await this.#db
      .selectFrom('history_blocks')
      .select(['number', 'hash'])
      .where('caip_network_id', '=', caipNetworkId)
      .where('number', '>=', from)
      .where('number', '<=', to)
      .execute()
    return new Map(rows.map((row) => [Number(row.number), row.hash]))
  }

  /**
   * Writes consecutive blocks starting at the cursor and moves the cursor past them; hashes older than
   * `keepBlocks` below the new cursor are dropped. Returns false, writing nothing, when the cursor is no
   * longer `expectedNext` (another process got there first).
   */
  async writeBlocks(
    caipNetworkId: string,
    expectedNext: number,
    blocks: readonly IndexedBlock[],
    keepBlocks: number,
  ): Promise<boolean> {
    if (blocks.length === 0) return true
    const next = expectedNext + blocks.length
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#lockCursor(trx, caipNetworkId, expectedNext))) return false
      const transactions = blocks.flatMap((block) => block.transactions)
      await insertChunked(
        blocks.map((block) => ({ caip_network_id: caipNetworkId, number: block.number, hash: block.hash })),
        (chunk) => trx.insertInto('history_blocks').values(chunk).execute(),
      )
      await insertChunked(
        transactions.map((tx) => ({
          caip_network_id: caipNetworkId,
          hash: tx.hash,
          block_number: tx.blockNumber,
          tx_index: tx.transactionIndex,
          mined_at: tx.minedAt,
          from_address: lower(tx.from),
          to_address: tx.to && lower(tx.to),
          created_address: tx.createdAddress && lower(tx.createdAddress),
          value: tx.value.toString(),
          nonce: tx.nonce,
          status: tx.status,
          method_id: tx.methodId,
        })),
        (chunk) => trx.insertInto('history_transactions').values(chunk).execute(),
      )
      await insertChunked(
        transactions.flatMap((tx) =>
          tx.transfers.map((transfer, index) => ({
            caip_network_id: caipNetworkId,
            tx_hash: tx.hash,
            block_number: tx.blockNumber,
            log_index: transfer.kind === 'native' ? -1 : (transfer.logIndex ?? index),
            kind: transfer.kind,
            token_address: transfer.token.address && lower(transfer.token.address),
            from_address: lower(transfer.from),
            to_address: lower(transfer.to),
            amount: transfer.amount.toString(),
            token_id: transfer.tokenId?.toString() ?? null,
          })),
        ),
        (chunk) => trx.insertInto('history_transfers').values(chunk).execute(),
      )
      await insertChunked(
        transactions.flatMap((tx) =>
          [...involvedAddresses(tx)].map((address) => ({
            caip_network_id: caipNetworkId,
            address,
            tx_hash: tx.hash,
            block_number: tx.blockNumber,
            tx_index: tx.transactionIndex,
          })),
        ),
        (chunk) => trx.insertInto('history_accounts').values(chunk).execute(),
      )
      await trx
        .deleteFrom('history_blocks')
        .where('caip_network_id', '=', caipNetworkId)
        .where('number', '<', next - keepBlocks)
        .execute()
      await this.#moveCursor(trx, caipNetworkId, next)
      return true
    })
  }

  /**
   * Forgets every block from `fromBlock` on and moves the cursor back to it. Returns false, changing
   * nothing, when the cursor is no longer `expectedNext`.
   */
  async rollBack(caipNetworkId: string, expectedNext: number, fromBlock: number): Promise<boolean> {
    return this.#db.transaction().execute(async (trx) => {
      if (!(await this.#lockCursor(trx, caipNetworkId, expectedNext))) return false
      for (const table of ['history_transactions', 'history_transfers', 'history_accounts'] as const) {
        await trx
          .deleteFrom(table)
          .where('caip_network_id', '=', caipNetworkId)
          .where('block_number', '>=', fromBlock)
          .execute()
      }
      await trx
        .deleteFrom('history_blocks')
        .where('caip_network_id', '=', caipNetworkId)
        .where('number', '>=', fromBlock)
        .execute()
      await this.#moveCursor(trx, caipNetworkId, fromBlock)
      return true
    })
  }

  async #lockCursor(trx: Transaction<Database>, caipNetworkId: string, expectedNext: number) {
    const row = await trx
      .selectFrom('history_cursors')
      .select('next_block')
      .where('caip_network_id', '=', caipNetworkId)
      .forUpdate()
      .executeTakeFirst()
    return row !== undefined && Number(row.next_block) === expectedNext
  }

  async #moveCursor(trx: Transaction<Database>, caipNetworkId: string, next: number) {
    await trx
      .updateTable('history_cursors')
      .set({ next_block: next, updated_at: new Date() })
      .where('caip_network_id', '=', caipNetworkId)
      .execute()
  }

  /** The contracts of `addresses` whose metadata is not stored yet. */
  async unknownTokens(caipNetworkId: string, addresses: readonly Address[]): Promise<Address[]> {
    if (addresses.length === 0) return []
    const known = await this.#db
      .selectFrom('history_tokens')
      .select('address')
      .where('caip_network_id', '=', caipNetworkId)
      .where('address', 'in', addresses.map(lower))
      .execute()
    const stored = new Set(known.map((row) => row.address))
    return addresses.filter((address) => !stored.has(lower(address)))
  }

  async saveTokens(caipNetworkId: string, tokens: readonly StoredToken[]): Promise<void> {
    if (tokens.length === 0) return
    await this.#db
      .insertInto('history_tokens')
      .values(
        tokens.map((token) => ({
          caip_network_id: caipNetworkId,
          address: lower(token.address),
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
        })),
      )
      .onConflict((conflict) => conflict.columns(['caip_network_id', 'address']).doNothing())
      .execute()
  }

  /** The account's transactions on one network, newest first, strictly before `before`. */
  async transactions(
    caipNetworkId: string,
    address: Address,
    before: HistoryPosition | undefined,
    limit: number,
  ): Promise<HistoryTransaction[]> {
    let query = this.#db
      .selectFrom('history_accounts as a')
      .innerJoin('history_transactions as t', (join) =>
        join.onRef('t.caip_network_id', '=', 'a.caip_network_id').onRef('t.hash', '=', 'a.tx_hash'),
      )
      .selectAll('t')
      .where('a.caip_network_id', '=', caipNetworkId)
      .where('a.address', '=', lower(address))
    if (before) {
      query = query.where(
        sql<boolean>`(a.block_number, a.tx_index) < (${before.blockNumber}, ${before.transactionIndex})`,
      )
    }
    const rows = await query
      .orderBy('a.block_number', 'desc')
      .orderBy('a.tx_index', 'desc')
      .limit(limit)
      .execute()
    if (rows.length === 0) return []
    const transfers = await this.#db
      .selectFrom('history_transfers as f')
      .leftJoin('history_tokens as k', (join) =>
        join.onRef('k.caip_network_id', '=', 'f.caip_network_id').onRef('k.address', '=', 'f.token_address'),
      )
      .select([
        'f.tx_hash',
        'f.log_index',
        'f.kind',
        'f.token_address',
        'f.from_address',
        'f.to_address',
        'f.amount',
        'f.token_id',
        'k.name',
        'k.symbol',
        'k.decimals',
      ])
      .where('f.caip_network_id', '=', caipNetworkId)
      .where(
        'f.tx_hash',
        'in',
        rows.map((row) => row.hash),
      )
      .orderBy('f.log_index')
      .execute()
    const byTransaction = new Map<string, HistoryTransfer[]>()
    for (const row of transfers) {
      const list = byTransaction.get(row.tx_hash) ?? []
      list.push({
        kind: row.kind,
        logIndex: row.log_index,
        token: {
          address: row.token_address === null ? null : getAddress(row.token_address),
          name: row.name ?? null,
          symbol: row.symbol ?? null,
          decimals: row.decimals ?? null,
        },
        from: getAddress(row.from_address),
        to: getAddress(row.to_address),
        amount: BigInt(row.amount),
        tokenId: row.token_id === null ? null : BigInt(row.token_id),
      })
      byTransaction.set(row.tx_hash, list)
    }
    return rows.map((row) => ({
      caipNetworkId,
      hash: row.hash as Hex,
      blockNumber: Number(row.block_number),
      transactionIndex: row.tx_index,
      minedAt: Number(row.mined_at),
      from: getAddress(row.from_address),
      to: row.to_address === null ? null : getAddress(row.to_address),
      createdAddress: row.created_address === null ? null : getAddress(row.created_address),
      value: BigInt(row.value),
      nonce: Number(row.nonce),
      status: row.status,
      methodId: row.method_id as Hex | null,
      transfers: byTransaction.get(row.hash) ?? [],
    }))
  }
}

/** Every address a transaction concerns, lower case. */
function involvedAddresses(tx: HistoryTransaction): Set<string> {
  const addresses = new Set([lower(tx.from)])
  const to = tx.to ?? tx.createdAddress
  if (to) addresses.add(lower(to))
  for (const transfer of tx.transfers) {
    addresses.add(lower(transfer.from))
    addresses.add(lower(transfer.to))
  }
  return addresses
}
