import { type BroadcastRefusal, BroadcastRefusedError, HttpStatusError, PorticoError } from '@portico/core'

export type InsufficientFundsErrorType = InsufficientFundsError & { name: 'InsufficientFundsError' }

/** The payment address's unspent outputs do not cover the amounts and the fee. */
export class InsufficientFundsError extends PorticoError {
  override name = 'InsufficientFundsError' as const
  constructor({ address, amount }: { address: string; amount: bigint }) {
    super('Insufficient funds for the amount and the network fee', {
      details: `The unspent outputs of ${address} do not cover ${amount} sats and the network fee.`,
      messageId: 'insufficientFunds',
    })
  }
}

export type PsbtNotFinalizedErrorType = PsbtNotFinalizedError & { name: 'PsbtNotFinalizedError' }

/** A PSBT to broadcast still has inputs without a complete signature. */
export class PsbtNotFinalizedError extends PorticoError {
  override name = 'PsbtNotFinalizedError' as const
  constructor({ cause }: { cause: unknown }) {
    super('The transaction is not fully signed', {
      details: cause instanceof Error ? cause.message : undefined,
      cause,
    })
  }
}

export type UnsupportedPaymentAddressErrorType = UnsupportedPaymentAddressError & {
  name: 'UnsupportedPaymentAddressError'
}

/** Portico builds transfers from P2WPKH payment addresses; the wallet's is another type. */
export class UnsupportedPaymentAddressError extends PorticoError {
  override name = 'UnsupportedPaymentAddressError' as const
  constructor({ address }: { address: string }) {
    super('Unsupported payment address', {
      details: `Portico builds transfers from native segwit (P2WPKH) payment addresses; ${address} is not one. Send with the wallet's own transfer instead.`,
    })
  }
}

export type PsbtInputErrorType = PsbtInputError & { name: 'PsbtInputError' }

/** An input of a PSBT Portico cannot finalize: no output it spends, no signature, or a script it does not know. */
export class PsbtInputError extends PorticoError {
  override name = 'PsbtInputError' as const
  constructor(shortMessage: string) {
    super(shortMessage)
  }
}

export type InvalidBitcoinTransactionErrorType = InvalidBitcoinTransactionError & {
  name: 'InvalidBitcoinTransactionError'
}

/** Bytes that are not a PSBT version 0 or a Bitcoin transaction in the wire format. */
export class InvalidBitcoinTransactionError extends PorticoError {
  override name = 'InvalidBitcoinTransactionError' as const
  constructor(
    shortMessage:
      | 'Not a PSBT'
      | 'Only PSBT version 0 is supported'
      | 'The PSBT has no transaction'
      | 'Unknown transaction format'
      | 'Bytes after the transaction'
      | 'Unexpected end of data'
      | 'Length out of range',
  ) {
    super(shortMessage)
  }
}

const REFUSALS: readonly [RegExp, BroadcastRefusal][] = [
  [/\bdust\b/i, 'dust'],
  [/txn-mempool-conflict/i, 'mempoolConflict'],
  [/min relay fee not met|mempool min fee not met/i, 'feeTooLow'],
  [/bad-txns-inputs-missingorspent|missing-inputs/i, 'inputsSpent'],
  [/bad-txns-in-belowout|insufficient funds/i, 'insufficientFunds'],
]

/**
 * A failed broadcast as {@link BroadcastRefusedError} when the node gave its reason (a 400 from
 * `POST /tx`); any other failure (timeout, 5xx) unchanged.
 *
 * @example
 * await broadcastTransaction(network, hex).catch((error) => { throw toBroadcastError(error) })
 */
export function toBroadcastError(error: unknown): unknown {
  if (!(error instanceof HttpStatusError) || error.status !== 400) return error
  const nodeMessage = error.details ?? ''
  const reason = REFUSALS.find(([pattern]) => pattern.test(nodeMessage))?.[1] ?? 'other'
  return new BroadcastRefusedError({ reason, nodeMessage, cause: error })
}
