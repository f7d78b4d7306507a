import { PorticoError } from '@portico/core'

export type TransactionRevertedErrorType = TransactionRevertedError & { name: 'TransactionRevertedError' }

/** A sent transaction was mined but reverted. */
export class TransactionRevertedError extends PorticoError {
  override name = 'TransactionRevertedError' as const
  readonly hash: string
  constructor({ hash, cause }: { hash: string; cause?: unknown }) {
    super('Transaction failed', { details: `Transaction ${hash} was mined but reverted.`, cause })
    this.hash = hash
  }
}

export type TransactionReceiptTimeoutErrorType = TransactionReceiptTimeoutError & {
  name: 'TransactionReceiptTimeoutError'
}

/**
 * A sent transaction had no receipt in time. It may still be mined later, so this is not a failure
 * of the transaction itself: the hash is kept for the dapp to look it up.
 */
export class TransactionReceiptTimeoutError extends PorticoError {
  override name = 'TransactionReceiptTimeoutError' as const
  readonly hash: string
  constructor({ hash, timeout, cause }: { hash: string; timeout: number; cause?: unknown }) {
    super('Transaction not confirmed in time', {
      details: `No receipt for transaction ${hash} after ${timeout} ms.`,
      cause,
    })
    this.hash = hash
  }
}
