import { fixedMessageError } from './fixedMessage.ts'

// Apart from the other transaction errors: lazy adapters throw it from the page's first bundle, which
// then needs neither those errors nor the provider error codes they match.

/** docs/rules/states.md, errors.md: a send, a swap or a balance call on a namespace Portico cannot handle. */
export class UnsupportedChainError extends fixedMessageError(
  'UnsupportedChainError',
  'Unsupported chain',
  'unsupportedChain',
) {}

export type UnsupportedChainErrorType = UnsupportedChainError & { name: 'UnsupportedChainError' }
