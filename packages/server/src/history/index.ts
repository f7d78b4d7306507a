export type { HistoryCursor } from './cursor.ts'
export { decodeHistoryCursor, encodeHistoryCursor } from './cursor.ts'
export {
  ExplorerApiError,
  type ExplorerApiErrorType,
  HistoryUnavailableError,
  type HistoryUnavailableErrorType,
  InvalidHistoryCursorError,
  type InvalidHistoryCursorErrorType,
  ReorgTooDeepError,
  type ReorgTooDeepErrorType,
} from './errors.ts'
export type { GetHistoryPageParameters, GetHistoryPageReturnType } from './getHistoryPage.ts'
export { getHistoryPage } from './getHistoryPage.ts'
export type {
  ChainIndexer,
  CreateChainIndexerParameters,
  IndexerLogger,
} from './indexer/createChainIndexer.ts'
export { createChainIndexer } from './indexer/createChainIndexer.ts'
export type { HistoryOptions, HistorySource, IndexerOptions } from './options.ts'
export { DEFAULT_HISTORY_PAGE_SIZE, DEFAULT_INDEXER_OPTIONS, MAX_HISTORY_PAGE_SIZE } from './options.ts'
export type { CreateExplorerHistoryProviderParameters } from './providers/createExplorerHistoryProvider.ts'
export { createExplorerHistoryProvider } from './providers/createExplorerHistoryProvider.ts'
export type { CreateIndexedHistoryProviderParameters } from './providers/createIndexedHistoryProvider.ts'
export { createIndexedHistoryProvider } from './providers/createIndexedHistoryProvider.ts'
export { HistoryStore } from './storage/historyStore.ts'
export type { OperationType, TransactionItem, TransactionItemTransfer } from './toTransactionItem.ts'
export type {
  GetHistoryTransactionsParameters,
  GetHistoryTransactionsReturnType,
  HistoryPosition,
  HistoryProvider,
  HistoryToken,
  HistoryTransaction,
  HistoryTransfer,
} from './types.ts'
