import { PorticoError } from '@portico/core'

/** JSON-RPC error codes the relay answers with (the Rust relay's codes, ref/walletconnect.md). */
export const RELAY_ERROR_CODES = {
  /** Authentication failed: the WebSocket is closed with this code. */
  unauthorized: 3000,
  /** Too many messages per second, or too many subscriptions on one connection. */
  rateLimited: 3001,
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internal: -32603,
} as const

export type RelayErrorCode = (typeof RELAY_ERROR_CODES)[keyof typeof RELAY_ERROR_CODES]

/** A request the relay refuses; `code` goes back to the client as the JSON-RPC error code. */
export class RelayRpcError extends PorticoError {
  override name = 'RelayRpcError'
  override readonly code: RelayErrorCode
  constructor(code: RelayErrorCode, message: string, parameters: { details?: string; cause?: unknown } = {}) {
    super(message, { ...parameters, code })
    this.code = code
  }
}
