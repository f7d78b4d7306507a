import { PorticoError } from '@portico/core'

export type PeerRpcErrorType = PeerRpcError & { name: 'PeerRpcError' }

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

export type TimeoutErrorType = TimeoutError & { name: 'TimeoutError' }

/** A call waited longer than its time limit. */
export class TimeoutError extends PorticoError {
  override name = 'TimeoutError'
  constructor(what: string) {
    super('The request took too long to respond.', { details: what })
  }
}

export type InvalidJsonRpcPayloadErrorType = InvalidJsonRpcPayloadError & {
  name: 'InvalidJsonRpcPayloadError'
}

/** A message parsed as JSON but is not a JSON-RPC payload (no `id`). */
export class InvalidJsonRpcPayloadError extends PorticoError {
  override name = 'InvalidJsonRpcPayloadError'
  constructor(text: string) {
    super('Not a JSON-RPC payload.', { details: text.slice(0, 200) })
  }
}
