/** Kinds of node error a wallet or RPC reports in plain text (docs/rules/errors.md). */
export type NodeErrorKind =
  | 'executionReverted'
  | 'feeCapTooHigh'
  | 'feeCapTooLow'
  | 'nonceTooHigh'
  | 'nonceTooLow'
  | 'nonceMaxValue'
  | 'insufficientFunds'
  | 'intrinsicGasTooHigh'
  | 'intrinsicGasTooLow'
  | 'transactionTypeNotSupported'
  | 'tipAboveFeeCap'

const nodeMessages: readonly { kind: NodeErrorKind; pattern: RegExp; message: string }[] = [
  {
    kind: 'executionReverted',
    pattern: /execution reverted|revert/i,
    message: 'The contract rejected the transaction.',
  },
  {
    kind: 'feeCapTooHigh',
    pattern: /max fee per gas higher than 2\^256-1|fee cap higher than 2\^256-1/i,
    message: 'The fee cap is higher than the maximum allowed value.',
  },
  {
    kind: 'feeCapTooLow',
    pattern:
      /max fee per gas less than block base fee|fee cap less than block base fee|transaction is outdated/i,
    message: 'The fee cap is lower than the current base fee of the network.',
  },
  {
    kind: 'nonceTooHigh',
    pattern: /nonce too high/i,
    message: 'The transaction nonce is higher than the next one.',
  },
  {
    kind: 'nonceTooLow',
    pattern: /nonce too low|transaction already imported|already known/i,
    message: 'The transaction nonce was already used.',
  },
  {
    kind: 'nonceMaxValue',
    pattern: /nonce has max value/i,
    message: 'The account nonce has reached its maximum.',
  },
  {
    kind: 'insufficientFunds',
    pattern: /insufficient funds|exceeds transaction sender account balance/i,
    message: 'The account does not have enough funds for value and gas.',
  },
  {
    kind: 'intrinsicGasTooHigh',
    pattern: /intrinsic gas too high|gas limit reached/i,
    message: 'The gas limit is higher than the block allows.',
  },
  {
    kind: 'intrinsicGasTooLow',
    pattern: /intrinsic gas too low/i,
    message: 'The gas limit is too low for this transaction.',
  },
  {
    kind: 'transactionTypeNotSupported',
    pattern: /transaction type not valid|transaction type not supported/i,
    message: 'The network does not support this transaction type.',
  },
  {
    kind: 'tipAboveFeeCap',
    pattern: /max priority fee per gas higher than max fee per gas|tip higher than fee cap/i,
    message: 'The priority fee is higher than the fee cap.',
  },
]

/**
 * Maps a node's error text to a known kind and a message fit for people (docs/rules/errors.md).
 * Returns undefined for text it does not recognise.
 *
 * @example getNodeError('nonce too low: next nonce 5, tx nonce 3') // { kind: 'nonceTooLow', message: ... }
 */
export function getNodeError(text: string): { kind: NodeErrorKind; message: string } | undefined {
  const match = nodeMessages.find(({ pattern }) => pattern.test(text))
  return match && { kind: match.kind, message: match.message }
}
