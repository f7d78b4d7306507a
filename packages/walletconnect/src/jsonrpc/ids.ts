import type { RpcId } from './types.ts'

let last = 0n

/** A 19-digit id: milliseconds (13 digits) followed by 6 random digits, strictly increasing per process. */
export function createRpcId(now: number = Date.now()): RpcId {
  const random = BigInt(Math.floor(Math.random() * 1_000_000))
  let id = BigInt(now) * 1_000_000n + random
  if (id <= last) id = last + 1n
  last = id
  return id.toString()
}

/** The millisecond timestamp embedded in an id made by createRpcId (or by the official clients). */
export function rpcIdTime(id: RpcId): number {
  return Number(BigInt(id) / 1_000_000n)
}
