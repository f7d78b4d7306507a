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

export type TransactionAlreadySentErrorType = TransactionAlreadySentError & {
  name: 'TransactionAlreadySentError'
}

/**
 * A send failed on the way back, but the account's nonce shows the node took the transaction; its
 * hash was not found in the recent blocks. It is not sent again: look it up in the account's history.
 */
export class TransactionAlreadySentError extends PorticoError {
  override name = 'TransactionAlreadySentError' as const
  constructor({ from, nonce, cause }: { from: string; nonce: string; cause?: unknown }) {
    super('The transaction was sent, but its hash is unknown', {
      details: `The node took nonce ${Number(nonce)} of ${from}; it is not sent again.`,
      cause,
    })
  }
}
