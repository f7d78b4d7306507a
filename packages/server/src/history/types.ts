import type { Address, Hex } from 'viem'

/** Where a page stops on one network: the last transaction given, by block and index in the block. */
export type HistoryPosition = { blockNumber: number; transactionIndex: number }

/** A token a transfer moved, as far as it is known. */
export type HistoryToken = {
  /** Null for the network's native coin. */
  address: Address | null
  name: string | null
  symbol: string | null
  decimals: number | null
}

/** One movement of value inside a transaction. */
export type HistoryTransfer = {
  kind: 'native' | 'erc20' | 'erc721'
  token: HistoryToken
  from: Address
  to: Address
  /** Smallest units (wei); 1 for an ERC721. */
  amount: bigint
  /** ERC721 token id. */
  tokenId: bigint | null
  /** The log's index in its block; null for the native value. */
  logIndex: number | null
}

/** One transaction as a history provider reports it, before it is shaped for an account. */
export type HistoryTransaction = {
  caipNetworkId: string
  hash: Hex
  blockNumber: number
  transactionIndex: number
  /** Block timestamp in seconds. */
  minedAt: number
  from: Address
  /** Null for a contract creation. */
  to: Address | null
  /** The contract a creation deployed. */
  createdAddress: Address | null
  /** Native value sent, in wei (moved only when the transaction succeeded). */
  value: bigint
  nonce: number
  status: 'confirmed' | 'failed'
  /** First 4 bytes of the calldata, or null without calldata. */
  methodId: Hex | null
  transfers: HistoryTransfer[]
}

export type GetHistoryTransactionsParameters = {
  address: Address
  /** Only transactions strictly before this position; from the newest when undefined. */
  before?: HistoryPosition | undefined
  /** At most this many transactions. */
  limit: number
}

export type GetHistoryTransactionsReturnType = {
  /** Newest first. */
  transactions: HistoryTransaction[]
  /** Whether older transactions remain after the last one given. */
  more: boolean
}

/**
 * Where one network's history comes from: the server's own indexer, an explorer API, or anything
 * else that can list an account's transactions newest first and continue before a position.
 */
export type HistoryProvider = {
  getTransactions(parameters: GetHistoryTransactionsParameters): Promise<GetHistoryTransactionsReturnType>
}
