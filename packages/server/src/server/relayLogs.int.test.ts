import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { signRelayJwt } from '@portico/relay'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import { type ChildService, startRedis } from '../testing/faults/relayCluster.ts'
import { createServer } from './createServer.ts'

type LogLine = { msg?: string; reqId?: string; connectionId?: string; clientId?: string }

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0

/** A relay socket opened with an optional X-Request-Id, and the id the 101 answer names. */
async function open(url: string, requestId?: string) {
  const secretKey = randomBytes(32)
  const socket = new WebSocket(`${url}?auth=${signRelayJwt({ secretKey, aud: url })}`, {
    headers: requestId ? { 'x-request-id': requestId } : {},
  })
  const upgraded = new Promise<IncomingMessage>((resolve, reject) => {
    socket.once('upgrade', resolve)
    socket.once('error', reject)
  })
  const opened = new Promise((resolve) => socket.once('open', resolve))
  const [answered] = await Promise.all([upgraded, opened])
  return { socket, id: String(answered.headers['x-request-id'] ?? '') }
}

/** Publishes and waits for the answer (an error while the mailbox is down). */
function publish(socket: WebSocket, id: number) {
  return new Promise<{ error?: { message: string } }>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data))
      if (message.id !== id) return
      socket.off('message', onMessage)
      resolve(message)
    }
    socket.on('message', onMessage)
    socket.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_publish',
        params: { topic: randomBytes(32).toString('hex'), message: 'hello', ttl: 300, tag: 1100 },
      }),
    )
  })
}

// docs/deploy.md, "Metrics": every log line of a request carries its id; a relay connection is one
// request (its upgrade), so its lines carry the balancer's X-Request-Id, or the id the 101 answer names.
describe.skipIf(!hasRedisServer)('relay log lines carry their connection id', () => {
  const lines: LogLine[] = []
  const dir = mkdtempSync(join(tmpdir(), 'portico-relay-logs-'))
  let redis: ChildService
  let app: FastifyInstance
  let relayUrl = ''

  beforeAll(async () => {
    redis = await startRedis({ dir })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      directoryRefreshMs: 0,
      blockchain: false,
      relay: { redisUrl: `redis://127.0.0.1:${redis.port}`, redisKeyPrefix: 'relay-logs:' },
      logger: {
        level: 'info',
        stream: {
          write(line: string) {
            lines.push(JSON.parse(line) as LogLine)
          },
        },
      },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    relayUrl = `ws://127.0.0.1:${(app.server.address() as { port: number }).port}/relay`
  }, 120_000)

  afterAll(async () => {
    await app?.close()
    await redis?.kill()
    rmSync(dir, { recursive: true, force: true })
  })

  it("logs a connection's failures with the balancer's id, or the one its upgrade answer named", async () => {
    const forwarded = await open(relayUrl, 'haproxy-relay-5e1d')
    const own = await open(relayUrl)
    expect(forwarded.id).toBe('haproxy-relay-5e1d')
    expect(own.id).toMatch(/^[0-9a-f-]{36}$/)

    // The mailbox goes away: each publish fails on the relay's side and is logged.
    await redis.kill()
    const connectionLines = () => lines.filter((line) => line.msg === 'relay connection failure')
    expect((await publish(forwarded.socket, 1)).error).toBeDefined()
    expect(connectionLines().map((line) => line.connectionId)).toContain(forwarded.id)
    expect((await publish(own.socket, 2)).error).toBeDefined()
    expect(connectionLines().map((line) => line.connectionId)).toContain(own.id)
    // Every line of a connection names it, as reqId too, and one client's lines name one connection.
    const connectionOf = new Map<string, string>()
    for (const line of connectionLines()) {
      expect([forwarded.id, own.id]).toContain(line.connectionId)
      expect(line.reqId).toBe(line.connectionId)
      expect(line.clientId).toMatch(/^did:key:/)
      const known = connectionOf.get(line.clientId ?? '') ?? line.connectionId
      expect(line.connectionId).toBe(known)
      connectionOf.set(line.clientId ?? '', known ?? '')
    }
    expect(connectionOf.size).toBe(2)
    // A failure of no connection (the mailbox's own link) names none.
    for (const line of lines.filter((entry) => entry.msg === 'relay failure'))
      expect(line.connectionId).toBeUndefined()
    forwarded.socket.terminate()
    own.socket.terminate()
  }, 60_000)
})
