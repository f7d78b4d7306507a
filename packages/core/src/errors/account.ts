import { PorticoError } from './base.ts'
import { fixedMessageError } from './fixedMessage.ts'

/** SPEC §8: balance failure, or a balance request on an unsupported network. */
export class TokenBalanceUnavailableError extends fixedMessageError(
  'TokenBalanceUnavailableError',
  'Token Balance Unavailable',
) {}

export type TokenBalanceUnavailableErrorType = TokenBalanceUnavailableError & {
  name: 'TokenBalanceUnavailableError'
}

export class FetchTransactionsError extends fixedMessageError(
  'FetchTransactionsError',
  'Failed to fetch transactions',
) {}

export type FetchTransactionsErrorType = FetchTransactionsError & { name: 'FetchTransactionsError' }

export class SignMessageFailedError extends fixedMessageError(
  'SignMessageFailedError',
  'Error signing message',
) {}

export type SignMessageFailedErrorType = SignMessageFailedError & { name: 'SignMessageFailedError' }

export class CallStatusNotApprovedError extends fixedMessageError(
  'CallStatusNotApprovedError',
  'Fetching call status not approved by the wallet.',
) {}

export type CallStatusNotApprovedErrorType = CallStatusNotApprovedError & {
  name: 'CallStatusNotApprovedError'
}

/** SPEC §8: a chain switch failed because the wallet has not approved the chain. */
export class ChainNotApprovedError extends PorticoError {
  override name = 'ChainNotApprovedError'
  constructor(chainId: string | number, parameters: { cause?: unknown } = {}) {
    super('Switching network failed: the wallet has not approved this network', {
      ...parameters,
      details: `Chain: ${chainId}`,
    })
  }
}

export type ChainNotApprovedErrorType = ChainNotApprovedError & { name: 'ChainNotApprovedError' }

/** SPEC §8: one request spanning several namespaces. */
export class MultiNamespaceRequestError extends fixedMessageError(
  'MultiNamespaceRequestError',
  'Multi-namespace requests are not supported...',
) {}

export type MultiNamespaceRequestErrorType = MultiNamespaceRequestError & {
  name: 'MultiNamespaceRequestError'
}
