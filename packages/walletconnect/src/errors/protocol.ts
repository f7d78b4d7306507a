import { PorticoError } from '@portico/core'

/**
 * Protocol error kinds (docs/rules/errors.md) with the codes of the specification (error-codes.md); the first four are
 * the SDK's internal kinds, numbered as the official clients number them.
 */
export const PROTOCOL_ERRORS = {
  NotInitialized: { code: 1, message: 'Not initialized.' },
  NoMatchingKey: { code: 2, message: 'No matching key.' },
  MissingOrInvalid: { code: 5, message: 'Missing or invalid.' },
  Expired: { code: 6, message: 'Expired.' },
  InvalidMethod: { code: 1001, message: 'Invalid method.' },
  InvalidEvent: { code: 1002, message: 'Invalid event.' },
  InvalidUpdateRequest: { code: 1003, message: 'Invalid update request.' },
  InvalidExtendRequest: { code: 1004, message: 'Invalid extend request.' },
  InvalidSessionSettleRequest: { code: 1005, message: 'Invalid session settle request.' },
  UnauthorizedMethod: { code: 3001, message: 'Unauthorized method.' },
  UnauthorizedEvent: { code: 3002, message: 'Unauthorized event.' },
  UnauthorizedUpdateRequest: { code: 3003, message: 'Unauthorized update request.' },
  UnauthorizedExtendRequest: { code: 3004, message: 'Unauthorized extend request.' },
  UnauthorizedChain: { code: 3005, message: 'Unauthorized chain.' },
  UserRejected: { code: 5000, message: 'User rejected.' },
  UnsupportedChains: { code: 5100, message: 'Unsupported chains.' },
  UnsupportedMethods: { code: 5101, message: 'Unsupported methods.' },
  UnsupportedEvents: { code: 5102, message: 'Unsupported events.' },
  UnsupportedAccounts: { code: 5103, message: 'Unsupported accounts.' },
  UnsupportedNamespaceKey: { code: 5104, message: 'Unsupported namespace key.' },
  UserDisconnected: { code: 6000, message: 'User disconnected.' },
  SessionSettlementFailed: { code: 7000, message: 'Session settlement failed.' },
  NoSessionForTopic: { code: 7001, message: 'No session for topic.' },
  SessionRequestExpired: { code: 8000, message: 'Session request expired.' },
  WcMethodUnsupported: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

export type ProtocolErrorKind = keyof typeof PROTOCOL_ERRORS

/** The `{ code, message }` pair sent to a peer, with optional context appended to the message. */
export type ErrorReason = { code: number; message: string }

/**
 * The reason answered to a peer for a protocol error kind.
 *
 * @example
 * getProtocolError('UnsupportedChains', 'eip155:999') // { code: 5100, message: 'Unsupported chains. eip155:999' }
 */
export function getProtocolError(kind: ProtocolErrorKind, context?: string): ErrorReason {
  const { code, message } = PROTOCOL_ERRORS[kind]
  return { code, message: context ? `${message} ${context}` : message }
}

export type ProtocolErrorType = ProtocolError & { name: 'ProtocolError' }

/**
 * A session-protocol rule was broken (docs/rules/validation.md, errors.md). `kind` names the docs/rules/errors.md kind; `code` is the
 * specification's number, the one answered to the peer.
 */
export class ProtocolError extends PorticoError {
  override name = 'ProtocolError'
  readonly kind: ProtocolErrorKind
  override readonly code: number

  constructor(kind: ProtocolErrorKind, context?: string) {
    const reason = getProtocolError(kind, context)
    super(reason.message, { code: reason.code })
    this.kind = kind
    this.code = reason.code
  }

  toReason(): ErrorReason {
    return { code: this.code, message: this.shortMessage }
  }
}
