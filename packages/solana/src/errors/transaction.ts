import { PorticoError } from '@portico/core'

export type SolanaTransactionFailedErrorType = SolanaTransactionFailedError & {
  name: 'SolanaTransactionFailedError'
}

/** A sent transaction landed but failed (its instruction error is in `details`). */
export class SolanaTransactionFailedError extends PorticoError {
  override name = 'SolanaTransactionFailedError' as const
  readonly signature: string
  constructor({ signature, err }: { signature: string; err: unknown }) {
    super('Transaction failed', { details: `Transaction ${signature} failed: ${JSON.stringify(err)}` })
    this.signature = signature
  }
}

export type SolanaConfirmationTimeoutErrorType = SolanaConfirmationTimeoutError & {
  name: 'SolanaConfirmationTimeoutError'
}

/**
 * A sent transaction was not confirmed in time. It may still land until its blockhash expires, so the
 * signature is kept for the dapp to look it up.
 */
export class SolanaConfirmationTimeoutError extends PorticoError {
  override name = 'SolanaConfirmationTimeoutError' as const
  readonly signature: string
  constructor({ signature, timeout }: { signature: string; timeout: number }) {
    super('Transaction not confirmed in time', {
      details: `No confirmation of transaction ${signature} after ${timeout} ms.`,
    })
    this.signature = signature
  }
}
