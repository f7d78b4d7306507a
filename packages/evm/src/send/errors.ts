import { PorticoError } from '@portico/core'

/** A sent transaction reverted, or was not mined in time. */
export class TransactionRevertedError extends PorticoError {
  override name = 'TransactionRevertedError'
  constructor(hash: string, reason = 'was mined but reverted') {
    super('Transaction failed', { details: `Transaction ${hash} ${reason}.` })
  }
}
