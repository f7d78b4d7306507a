import { PorticoError } from '@portico/core'

/**
 * Protocol error kinds (SPEC §8) with the codes of the specification (error-codes.md); the first four are
 * the SDK's internal kinds, numbered as the official clients number them.
 */
export const PROTOCOL_ERRORS = {
  NOT_INITIALIZED: { code: 1, message: 'Not initialized.' },
  NO_MATCHING_KEY: { code: 2, message: 'No matching key.' },
  MISSING_OR_INVALID: { code: 5, message: 'Missing or invalid.' },
  EXPIRED: { code: 6, message: 'Expired.' },
  INVALID_METHOD: { code: 1001, message: 'Invalid method.' },
  INVALID_EVENT: { code: 1002, message: 'Invalid event.' },
  INVALID_UPDATE_REQUEST: { code: 1003, message: 'Invalid update request.' },
  INVALID_EXTEND_REQUEST: { code: 1004, message: 'Invalid extend request.' },
  INVALID_SESSION_SETTLE_REQUEST: { code: 1005, message: 'Invalid session settle request.' },
  UNAUTHORIZED_METHOD: { code: 3001, message: 'Unauthorized method.' },
  UNAUTHORIZED_EVENT: { code: 3002, message: 'Unauthorized event.' },
  UNAUTHORIZED_UPDATE_REQUEST: { code: 3003, message: 'Unauthorized update request.' },
  UNAUTHORIZED_EXTEND_REQUEST: { code: 3004, message: 'Unauthorized extend request.' },
  UNAUTHORIZED_CHAIN: { code: 3005, message: 'Unauthorized chain.' },
  USER_REJECTED: { code: 5000, message: 'User rejected.' },
  UNSUPPORTED_CHAINS: { code: 5100, message: 'Unsupported chains.' },
  UNSUPPORTED_METHODS: { code: 5101, message: 'Unsupported methods.' },
  UNSUPPORTED_EVENTS: { code: 5102, message: 'Unsupported events.' },
  UNSUPPORTED_ACCOUNTS: { code: 5103, message: 'Unsupported accounts.' },
  UNSUPPORTED_NAMESPACE_KEY: { code: 5104, message: 'Unsupported namespace key.' },
  USER_DISCONNECTED: { code: 6000, message: 'User disconnected.' },
  SESSION_SETTLEMENT_FAILED: { code: 7000, message: 'Session settlement failed.' },
  NO_SESSION_FOR_TOPIC: { code: 7001, message: 'No session for topic.' },
  SESSION_REQUEST_EXPIRED: { code: 8000, message: 'Session request expired.' },
  WC_METHOD_UNSUPPORTED: { code: 10001, message: 'Unsupported wc_ method.' },
} as const

export type ProtocolErrorKind = keyof typeof PROTOCOL_ERRORS

/** The `{ code, message }` pair sent to a peer, with optional context appended to the message. */
export type ErrorReason = { code: number; message: string }

export function getProtocolError(kind: ProtocolErrorKind, context?: string): ErrorReason {
  const { code, message } = PROTOCOL_ERRORS[kind]
  return { code, message: context ? `${message} ${context}` : message }
}

/**
 * A session-protocol rule was broken (SPEC §5, §8). `kind` is the SPEC §8 name; `code` the
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

/** The peer answered a request with a JSON-RPC error. */
export class PeerRpcError extends PorticoError {
  override name = 'PeerRpcError'
  override readonly code: number
  readonly data: unknown

  constructor(error: { code: number; message: string; data?: unknown }) {
    super(error.message, { code: error.code })
    this.code = error.code
    this.data = error.data
  }
}

/** The relay socket could not be opened, was closed, or the relay refused a call. */
export class RelayConnectionError extends PorticoError {
  override name = 'RelayConnectionError'
}

/** A call waited longer than its time limit. */
export class TimeoutError extends PorticoError {
  override name = 'TimeoutError'
  constructor(what: string) {
    super('The request took too long to respond.', { details: what })
  }
}
