import { PorticoError } from '@portico/core'

/** A sent transaction was mined but reverted. */
export class TransactionRevertedError extends PorticoError {
  override name = 'TransactionRevertedError'
  constructor(hash: string) {
    super('Transaction reverted', { details: `Transaction ${hash} was mined but reverted.` })
  }
}
