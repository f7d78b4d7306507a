import { RPC_ERROR_CODES } from '@portico/core'
import { RelayRpcError } from '../errors/rpc.ts'

const TOPIC_PATTERN = /^[0-9a-f]{64}$/i

export function invalidParams(message: string): RelayRpcError {
  return new RelayRpcError(RPC_ERROR_CODES.InvalidParams, `Invalid params: ${message}`)
}

export function readObject(value: unknown, name = 'params'): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidParams(`${name} must be an object`)
  return value as Record<string, unknown>
}

/** A topic is 32 bytes as hex. */
export function readTopic(value: unknown, name = 'topic'): string {
  if (typeof value !== 'string' || !TOPIC_PATTERN.test(value))
    throw invalidParams(`${name} must be a 32-byte hex string`)
  return value.toLowerCase()
}

export function readString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0)
    throw invalidParams(`${name} must be a non-empty string`)
  return value
}

export function readArray(value: unknown, name: string): unknown[] {
  if (!Array.isArray(value)) throw invalidParams(`${name} must be an array`)
  return value
}

export function readOptionalInteger(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${name} must be a non-negative integer`)
  return value
}
