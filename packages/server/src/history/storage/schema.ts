import type { ColumnType } from 'kysely'

/** A bigint column: written as a number or bigint, read as a string (pg), a bigint or a number (PGlite); read it with `Number()`. */
export type BigintColumn = ColumnType<string | bigint | number, number | bigint, number | bigint>

/** Per network: the next block the indexer reads. It moves back on a reorg. */
export type HistoryCursorsTable = {
  caip_network_id: string
  next_block: BigintColumn
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** Hashes of the most recent indexed blocks, kept back to the reorg depth. */
export type HistoryBlocksTable = {
  caip_network_id: string
  number: BigintColumn
  hash: string
}

export type HistoryTransactionsTable = {
  caip_network_id: string
  hash: string
  block_number: BigintColumn
  tx_index: number
  /** Block timestamp, seconds. */
  mined_at: BigintColumn
  from_address: string
  /** Null for a contract creation. */
  to_address: string | null
  created_address: string | null
  /** Native value in wei, decimal. */
  value: string
  nonce: BigintColumn
  status: 'confirmed' | 'failed'
  /** First 4 bytes of the calldata, or null without calldata. */
  method_id: string | null
}

export type HistoryTransfersTable = {
  caip_network_id: string
  tx_hash: string
  block_number: BigintColumn
  /** The log index; -1 for the transaction's native value. */
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  from_address: string
  to_address: string
  /** Token units (wei, smallest unit), decimal; 1 for an ERC721. */
  amount: string
  token_id: string | null
}

/** Which addresses a transaction concerns: its sender, receiver and every transfer's ends. */
export type HistoryAccountsTable = {
  caip_network_id: string
  address: string
  tx_hash: string
  block_number: BigintColumn
  tx_index: number
}

/** Token metadata, read once per contract. */
export type HistoryTokensTable = {
  caip_network_id: string
  address: string
  name: string | null
  symbol: string | null
  decimals: number | null
}

export type HistoryTables = {
  history_cursors: HistoryCursorsTable
  history_blocks: HistoryBlocksTable
  history_transactions: HistoryTransactionsTable
  history_transfers: HistoryTransfersTable
  history_accounts: HistoryAccountsTable
  history_tokens: HistoryTokensTable
}
