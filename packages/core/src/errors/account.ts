import { PorticoError } from './base.ts'
import { fixedMessageError } from './fixedMessage.ts'

/** docs/rules/errors.md: balance failure, or a balance request on an unsupported network. */
export class TokenBalanceUnavailableError extends fixedMessageError(
  'TokenBalanceUnavailableError',
  'Token Balance Unavailable',
  'tokenBalanceUnavailable',
) {}

export type TokenBalanceUnavailableErrorType = TokenBalanceUnavailableError & {
  name: 'TokenBalanceUnavailableError'
}

export class FetchTransactionsError extends fixedMessageError(
  'FetchTransactionsError',
  'Failed to fetch transactions',
  'fetchTransactions',
) {}

export type FetchTransactionsErrorType = FetchTransactionsError & { name: 'FetchTransactionsError' }

export class SignMessageFailedError extends fixedMessageError(
  'SignMessageFailedError',
  'Error signing message',
  'signMessageFailed',
) {}

export type SignMessageFailedErrorType = SignMessageFailedError & { name: 'SignMessageFailedError' }

export class CallStatusNotApprovedError extends fixedMessageError(
  'CallStatusNotApprovedError',
  'Fetching call status not approved by the wallet.',
  'callStatusNotApproved',
) {}

export type CallStatusNotApprovedErrorType = CallStatusNotApprovedError & {
  name: 'CallStatusNotApprovedError'
}

/** docs/rules/errors.md: a chain switch failed because the wallet has not approved the chain. */
export class ChainNotApprovedError extends PorticoError {
  override name = 'ChainNotApprovedError'
  constructor(chainId: string | number, parameters: { cause?: unknown } = {}) {
    super('Switching network failed: the wallet has not approved this network', {
      ...parameters,
      details: `Chain: ${chainId}`,
      messageId: 'chainNotApproved',
    })
  }
}

export type ChainNotApprovedErrorType = ChainNotApprovedError & { name: 'ChainNotApprovedError' }

/** docs/rules/errors.md: one request spanning several namespaces. */
export class MultiNamespaceRequestError extends fixedMessageError(
  'MultiNamespaceRequestError',
  'Multi-namespace requests are not supported...',
  'multiNamespaceRequest',
) {}

export type MultiNamespaceRequestErrorType = MultiNamespaceRequestError & {
  name: 'MultiNamespaceRequestError'
}
