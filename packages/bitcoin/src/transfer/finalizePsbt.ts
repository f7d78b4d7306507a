import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer'
import { PsbtNotFinalizedError } from '../errors/transfer.ts'

/**
 * Finalizes every input of a signed PSBT (base64) and returns the raw transaction in hex, ready for
 * `POST /tx`; PsbtNotFinalizedError when an input lacks its signature.
 *
 * @example
 * const hex = finalizePsbt(signed.psbt)
 */
export function finalizePsbt(psbt: string): string {
  try {
    const transaction = Transaction.fromPSBT(base64.decode(psbt))
    transaction.finalize()
    return transaction.hex
  } catch (error) {
    throw new PsbtNotFinalizedError({ cause: error })
  }
}
