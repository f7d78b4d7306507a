import { PorticoError, type RPC_ERROR_CODES } from '@portico/core'
import type { RelayErrorCode } from '@portico/walletconnect/relayAuth'

/** The JSON-RPC error codes a relay answers with: the relay protocol's own and JSON-RPC's. */
export type RelayRpcErrorCode = RelayErrorCode | (typeof RPC_ERROR_CODES)[keyof typeof RPC_ERROR_CODES]

export type RelayRpcErrorType = RelayRpcError & { name: 'RelayRpcError' }

/** A request the relay refuses; `code` goes back to the client as the JSON-RPC error code. */
export class RelayRpcError extends PorticoError {
  override name = 'RelayRpcError'
  override readonly code: RelayRpcErrorCode
  constructor(
    code: RelayRpcErrorCode,
    message: string,
    parameters: { details?: string; cause?: unknown } = {},
  ) {
    super(message, { ...parameters, code })
    this.code = code
  }
}
