import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { messageHash } from '../messageHash.ts'
import { createRedisStorage } from './createRedisStorage.ts'
import type { RelayMessage, RelayStorage } from './types.ts'

const redisServer = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find(existsSync)
const children: ChildProcess[] = []
const storages: RelayStorage[] = []

afterAll(async () => {
  await Promise.all(storages.map((storage) => storage.close()))
  for (const child of children) child.kill('SIGKILL')
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

// A node may start before Redis answers (both restarted together, or the node's first connect timing
// out on a busy machine): ioredis connects later by itself, and the node must then watch its topics.
describe.skipIf(!redisServer)('relay storage on a Redis that comes up after the node', () => {
  it('watches the topics asked for while Redis was not up, and gets the other nodes’ messages', async () => {
    const port = await freePort()
    const url = `redis://127.0.0.1:${port}`
    const early = createRedisStorage({ url, nodeId: randomUUID() })
    storages.push(early)
    const received: RelayMessage[] = []
    early.onRemoteMessage((message) => received.push(message))
    const topic = randomUUID().replaceAll('-', '').repeat(2)
    const watching = early.watch(topic)
    // Past the first connection attempt, which Redis, not yet listening, refused.
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    const redis = spawn(redisServer!, ['--port', String(port), '--bind', '127.0.0.1', '--save', ''], {
      stdio: 'ignore',
    })
    children.push(redis)
    await watching
    const other = createRedisStorage({ url, nodeId: randomUUID() })
    storages.push(other)
    const message: RelayMessage = {
      topic,
      message: 'after the start',
      tag: 1,
      ttl: 60,
      publishedAt: Date.now(),
      hash: messageHash('after the start'),
      publisher: 'did:key:z6MkOther',
    }
    expect(await other.publish(message)).toBe(true)
    await expect
      .poll(() => received.map((item) => item.message), { timeout: 10_000 })
      .toEqual(['after the start'])
  }, 60_000)
})
