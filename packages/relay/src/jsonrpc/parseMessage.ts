import { RPC_ERROR_CODES } from '@portico/core'
import { RelayRpcError } from '../errors/rpc.ts'
import { readRawId } from './readRawId.ts'
import type { IncomingMessage } from './types.ts'

/** Parses one WebSocket text frame as a JSON-RPC request or response, keeping the id lossless. */
export function parseMessage(text: string): IncomingMessage {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (cause) {
    throw new RelayRpcError(RPC_ERROR_CODES.ParseError, 'Parse error', { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RelayRpcError(RPC_ERROR_CODES.InvalidRequest, 'Invalid request: not a JSON-RPC object')
  const object = value as Record<string, unknown>
  const rawId = 'id' in object ? readRawId(text) : undefined
  if (typeof object.method === 'string')
    return { kind: 'request', rawId, method: object.method, params: object.params }
  if (rawId !== undefined && ('result' in object || 'error' in object)) {
    const error = object.error as { code: number; message: string } | undefined
    return error === undefined
      ? { kind: 'response', rawId, result: object.result }
      : { kind: 'response', rawId, error }
  }
  throw new RelayRpcError(RPC_ERROR_CODES.InvalidRequest, 'Invalid request: no method, result or error')
}
