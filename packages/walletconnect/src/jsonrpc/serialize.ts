import { InvalidJsonRpcPayloadError } from '../errors/request.ts'
import type { JsonRpcPayload, RpcId } from './types.ts'

const largeId = /"id"\s*:\s*(-?\d{16,})/g

/** Writes a payload with its id as a bare JSON number, without going through Number. */
export function serializeJsonRpc(payload: JsonRpcPayload): string {
  const { id, ...rest } = payload
  const body = JSON.stringify(rest)
  return body === '{}' ? `{"id":${id}}` : `{"id":${id},${body.slice(1)}`
}

/**
 * Parses a JSON-RPC payload keeping every integer `id` of 16 or more digits exact (as a string);
 * shorter ids become strings too, so callers compare ids as strings.
 */
export function parseJsonRpc(text: string): JsonRpcPayload {
  const value: unknown = JSON.parse(text.replace(largeId, '"id":"$1"'))
  if (typeof value !== 'object' || value === null || !('id' in value))
    throw new InvalidJsonRpcPayloadError(text)
  const payload = value as JsonRpcPayload & { id: RpcId | number }
  return { ...payload, id: normalizeId(payload.id) }
}

/**
 * @walletconnect/sign-client 2.21.x answers a request whose id it parsed as a BigInt with the id as a
 * string "…n"; such ids are read back as the number they stand for.
 */
function normalizeId(id: RpcId | number): RpcId {
  const text = String(id)
  return /^\d+n$/.test(text) ? text.slice(0, -1) : text
}
