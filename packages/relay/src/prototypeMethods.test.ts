import { RPC_ERROR_CODES } from '@portico/core'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'
import { connectTestClient } from './testing/connectTestClient.ts'

const relays: RunningRelay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})

// Issue 21 (fuzzing regression): a method named like an Object.prototype member was looked up on the
// prototype and answered -32603 Internal error; it is an unknown method (-32601).
describe('methods named like Object.prototype members (issue 21, docs/rules/api.md)', () => {
  it('answers Method not found and reports no relay error', async () => {
    const errors: unknown[] = []
    const relay = await startRelay({ port: 0, onError: (error) => errors.push(error) })
    relays.push(relay)
    const client = await connectTestClient(relay.url)
    for (const method of ['toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const response = await client.request(method, [])
      expect(response.error, method).toEqual({
        code: RPC_ERROR_CODES.MethodNotFound,
        message: `Method not found: ${method}`,
      })
    }
    await client.close()
    expect(errors).toEqual([])
  }, 60_000)
})
