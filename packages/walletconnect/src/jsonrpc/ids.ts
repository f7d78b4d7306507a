import type { RpcId } from './types.ts'

let last = 0n

/**
 * A new request id: milliseconds followed by 3 random digits (16 digits), strictly increasing per
 * process. Ids are received and echoed losslessly at any length (the 2.25 clients send 19 digits),
 * but the ids we send stay within Number's safe range: @walletconnect/sign-client 2.21.x and
 * @reown/walletkit 1.2.x parse larger ids into BigInt, which their stores reject.
 */
export function createRpcId(now: number = Date.now()): RpcId {
  const random = BigInt(Math.floor(Math.random() * 1_000))
  let id = BigInt(now) * 1_000n + random
  if (id <= last) id = last + 1n
  last = id
  return id.toString()
}
