import { PorticoError } from './base.ts'

/** SPEC §8: balance failure, or a balance request on an unsupported network. */
export class TokenBalanceUnavailableError extends PorticoError {
  override name = 'TokenBalanceUnavailableError'
  constructor(parameters: { cause?: unknown; details?: string | undefined } = {}) {
    super('Token Balance Unavailable', parameters)
  }
}

/** SPEC §8: 'Failed to fetch transactions'. */
export class FetchTransactionsError extends PorticoError {
  override name = 'FetchTransactionsError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Failed to fetch transactions', parameters)
  }
}

/** SPEC §8: 'Error signing message'. */
export class SignMessageError extends PorticoError {
  override name = 'SignMessageError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Error signing message', parameters)
  }
}

/** SPEC §8: 'Fetching call status not approved by the wallet.' */
export class CallStatusNotApprovedError extends PorticoError {
  override name = 'CallStatusNotApprovedError'
  constructor(parameters: { cause?: unknown } = {}) {
    super('Fetching call status not approved by the wallet.', parameters)
  }
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

/** SPEC §8: 'Multi-namespace requests are not supported...' */
export class MultiNamespaceRequestError extends PorticoError {
  override name = 'MultiNamespaceRequestError'
  constructor() {
    super('Multi-namespace requests are not supported...', {
      details: 'Request one chain namespace at a time.',
    })
  }
}
