import { PorticoError } from './base.ts'
import type { ErrorMessageId } from './messageId.ts'

export type AmountBelowDustErrorType = AmountBelowDustError & { name: 'AmountBelowDustError' }

/**
 * An amount the network would refuse as dust for the recipient's address type (Bitcoin: 294 sats to
 * P2WPKH, 330 to P2WSH and P2TR, 546 to P2PKH and P2SH): refused before the wallet is asked.
 */
export class AmountBelowDustError extends PorticoError {
  override name = 'AmountBelowDustError' as const
  readonly minimum: bigint
  constructor({ address, amount, minimum }: { address: string; amount: bigint; minimum: bigint }) {
    super(`The minimum amount to this address is ${minimum} sats`, {
      details: `${amount} sats to ${address} is below its dust threshold of ${minimum} sats.`,
      messageId: 'amountBelowDust',
      messageValues: { minimum: minimum.toString() },
    })
    this.minimum = minimum
  }
}

/** Why the network refused a transaction, read from bitcoind's reason. */
export type BroadcastRefusal =
  | 'dust'
  | 'feeTooLow'
  | 'inputsSpent'
  | 'mempoolConflict'
  | 'insufficientFunds'
  | 'other'

const MESSAGES: Record<Exclude<BroadcastRefusal, 'insufficientFunds'>, [string, ErrorMessageId]> = {
  dust: ['The network refuses an output this small (dust)', 'broadcastDust'],
  feeTooLow: ['The network fee is too low for the network to relay the transaction', 'broadcastFeeTooLow'],
  inputsSpent: [
    'The coins this transaction spends are already spent. Refresh and try again',
    'broadcastInputsSpent',
  ],
  mempoolConflict: [
    'Another pending transaction spends the same coins. Wait for it to confirm',
    'broadcastMempoolConflict',
  ],
  other: ['The network refused the transaction', 'broadcastRefused'],
}

export type BroadcastRefusedErrorType = BroadcastRefusedError & { name: 'BroadcastRefusedError' }

/**
 * The chain's node refused a signed transaction with a reason (e.g. bitcoind's through Esplora's
 * `POST /tx`): one clear message per reason instead of 'HTTP status code: 400'; the node's words
 * stay in `details`.
 */
export class BroadcastRefusedError extends PorticoError {
  override name = 'BroadcastRefusedError' as const
  readonly reason: BroadcastRefusal
  constructor({
    reason,
    nodeMessage,
    cause,
  }: { reason: BroadcastRefusal; nodeMessage: string; cause?: unknown }) {
    const [message, messageId] =
      reason === 'insufficientFunds'
        ? (['Insufficient funds for the amount and the network fee', 'insufficientFunds'] as const)
        : MESSAGES[reason]
    super(message, { details: nodeMessage, cause, messageId })
    this.reason = reason
  }
}
