import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'
import { connectTestClient } from './testing/connectTestClient.ts'

const relays: RunningRelay[] = []
afterEach(async () => {
  await Promise.all(relays.splice(0).map((relay) => relay.close()))
})

// Issue 21 (fuzzing regression): a 5 MiB frame is the client's fault. The relay closes that socket with
// 1009 and reports no relay failure (it used to pass ws's RangeError to onError, logged as "relay failure").
describe('an oversized frame (issue 21, packages/relay/README.md limits)', () => {
  it('closes the sender with 1009, reports no relay error and keeps serving', async () => {
    const errors: unknown[] = []
    const relay = await startRelay({ port: 0, onError: (error) => errors.push(error) })
    relays.push(relay)
    const client = await connectTestClient(relay.url)
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)))
    client.socket.send(
      `{"id":1,"jsonrpc":"2.0","method":"irn_publish","params":{"message":"${'x'.repeat(5 * 1024 * 1024)}"}}`,
    )
    expect(await closed).toBe(1009)
    const other = await connectTestClient(relay.url)
    expect((await other.request('irn_subscribe', { topic: 'a'.repeat(64) })).error).toBeUndefined()
    await other.close()
    expect(errors).toEqual([])
  }, 60_000)
})
