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

/**
 * The wallet does not know the network (4902) and refused to add it (e.g. 4200, -32603): not the
 * visitor's refusal, so the view names the network and offers the ones the wallet has.
 */
export class NetworkNotAddedError extends PorticoError {
  override name = 'NetworkNotAddedError'
  readonly caipNetworkId: string
  constructor({
    network,
    caipNetworkId,
    cause,
  }: { network: string; caipNetworkId: string; cause?: unknown }) {
    super(`The wallet could not add ${network}`, {
      details: cause instanceof Error ? cause.message : undefined,
      cause,
      messageId: 'networkNotAdded',
      messageValues: { network },
    })
    this.caipNetworkId = caipNetworkId
  }
}

export type NetworkNotAddedErrorType = NetworkNotAddedError & { name: 'NetworkNotAddedError' }
