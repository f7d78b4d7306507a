import { PorticoError } from '@portico/core'

/** A history cursor that this server did not write, or that no longer fits the request. */
export class InvalidHistoryCursorError extends PorticoError {
  override name = 'InvalidHistoryCursorError'
  constructor(details?: string) {
    super('Invalid cursor', { details })
  }
}

export type InvalidHistoryCursorErrorType = InvalidHistoryCursorError & { name: 'InvalidHistoryCursorError' }

/** An explorer API answered an error or something that is not its protocol. */
export class ExplorerApiError extends PorticoError {
  override name = 'ExplorerApiError'
}

export type ExplorerApiErrorType = ExplorerApiError & { name: 'ExplorerApiError' }

/** The chain replaced more blocks than the indexer keeps hashes of. */
export class ReorgTooDeepError extends PorticoError {
  override name = 'ReorgTooDeepError'
  constructor(caipNetworkId: string, depth: number) {
    super(`Reorg deeper than ${depth} blocks on ${caipNetworkId}`)
  }
}

export type ReorgTooDeepErrorType = ReorgTooDeepError & { name: 'ReorgTooDeepError' }

/** A network's history provider failed (its API or RPC did not answer). */
export class HistoryUnavailableError extends PorticoError {
  override name = 'HistoryUnavailableError'
  constructor(caipNetworkId: string, cause: unknown) {
    super(`The transaction history of network ${caipNetworkId} is unavailable`, { cause })
  }
}

export type HistoryUnavailableErrorType = HistoryUnavailableError & { name: 'HistoryUnavailableError' }
