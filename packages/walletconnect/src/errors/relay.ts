import { PorticoError } from '@portico/core'

/** Close and error codes of the WalletConnect relay protocol (the Rust relay's codes, packages/walletconnect/README.md). */
export const RELAY_ERROR_CODES = {
  /** Authentication failed: the WebSocket is closed with this code. */
  Unauthorized: 3000,
  /** Too many messages per second, or too many subscriptions on one connection. */
  RateLimited: 3001,
} as const

export type RelayErrorCode = (typeof RELAY_ERROR_CODES)[keyof typeof RELAY_ERROR_CODES]

export type RelayConnectionErrorType = RelayConnectionError & { name: 'RelayConnectionError' }

/** The relay socket could not be opened, was closed, or the relay refused a call. */
export class RelayConnectionError extends PorticoError {
  override name = 'RelayConnectionError'
}

export type RelayAuthErrorType = RelayAuthError & { name: 'RelayAuthError' }

/**
 * A relay JWT or did:key was missing or did not verify. A relay closes the socket with
 * `RELAY_ERROR_CODES.Unauthorized` and `shortMessage` as the reason.
 */
export class RelayAuthError extends PorticoError {
  override name = 'RelayAuthError'
  override readonly code = RELAY_ERROR_CODES.Unauthorized
  constructor(reason: string, parameters: { details?: string; cause?: unknown } = {}) {
    super(reason, { ...parameters, code: RELAY_ERROR_CODES.Unauthorized })
  }
}

export type WebSocketUnavailableErrorType = WebSocketUnavailableError & { name: 'WebSocketUnavailableError' }

/** No WebSocket implementation was given and the environment has no global one. */
export class WebSocketUnavailableError extends PorticoError {
  override name = 'WebSocketUnavailableError'
  constructor() {
    super('No WebSocket implementation available.', {
      details: 'This environment has no global WebSocket: pass one as the `WebSocket` option.',
    })
  }
}
