import type { HistoryProvider } from './types.ts'

/** How the indexer follows the EVM networks whose history it serves. */
export type IndexerOptions = {
  /** Wait between polls once the indexer has caught up with the chain head. Default 1000 ms. */
  pollIntervalMs?: number | undefined
  /** Blocks whose hashes are kept to detect and roll back a reorg. Default 64. */
  reorgDepth?: number | undefined
  /** Blocks read and written per tick at most (one RPC batch, one database transaction). Default 50. */
  maxBlocksPerTick?: number | undefined
  /** Where a remote chain starts without a `fromBlock`: this many blocks before its head. Default 100. */
  recentBlocks?: number | undefined
}

/** Where one network's history comes from. */
export type HistorySource =
  /** The server's own indexer, from `fromBlock` (default: genesis on a local chain, recent blocks otherwise). */
  | { source: 'indexer'; fromBlock?: number | undefined }
  /** An Etherscan- or Blockscout-compatible API (`module=account&action=txlist|tokentx|tokennfttx`). */
  | { source: 'explorer'; url: string; apiKey?: string | undefined }
  /** No history for this network. */
  | { source: 'none' }

export type HistoryOptions = {
  /**
   * The indexer's settings. `false` runs no indexer in this process; networks whose source is the
   * indexer are still answered from the database (what another process or an earlier run wrote).
   */
  indexer?: IndexerOptions | false | undefined
  /** Per CAIP-2 network id. Default: the indexer for every configured EVM network. */
  networks?: Readonly<Record<string, HistorySource>> | undefined
  /** Custom providers per CAIP-2 network id; they win over `networks`. */
  providers?: Readonly<Record<string, HistoryProvider>> | undefined
  /** Transactions per page. Default 20. */
  pageSize?: number | undefined
  /** ERC721 contracts (CAIP-10) whose NFTs are flagged `is_spam`. */
  spamNftContracts?: readonly string[] | undefined
}

export const DEFAULT_INDEXER_OPTIONS = {
  pollIntervalMs: 1_000,
  reorgDepth: 64,
  maxBlocksPerTick: 50,
  recentBlocks: 100,
} as const satisfies Required<IndexerOptions>

export const DEFAULT_HISTORY_PAGE_SIZE = 20
/** The largest page size a server may be configured with. */
export const MAX_HISTORY_PAGE_SIZE = 100
