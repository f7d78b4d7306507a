import { randomBytes } from 'node:crypto'
import { signRelayJwt } from '@portico/relay'
import { startMailCatcher } from '@portico/standins'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { DEFAULT_RATE_LIMITS } from '../server/options.ts'
import { createStorage, MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import { type ChildService, freePort, startServerProcess } from '../testing/faults/relayCluster.ts'
import { startVaultTestServer } from '../testing/testServer.ts'
import { RedisRateLimiter } from './redisRateLimiter.ts'

const REDIS_URL = process.env.REDIS_URL
const ADMIN_TOKEN = 'admin-token-0123456789abcdef'
/** New relay connections a minute per IP in these processes (the default, 600, takes long to reach here). */
const RELAY_CONNECTS = 20

type ServerProcess = ChildService & { url: string }

// Issue 21 (docs/security.md): with REDIS_URL every limit of the main listener (reads, writes, wrong
// admin tokens) is counted in Redis, so N server processes behind a load balancer allow the limit once,
// not N times. Two `portico-server` processes here, sharing one Redis, with the default limits.
describe.runIf(REDIS_URL)(
  'rate limits shared by two server processes through Redis (issue 21, docs/rules/errors.md)',
  () => {
    let servers: ServerProcess[] = []
    const prefix = `portico:test:${Date.now()}:${Math.random().toString(36).slice(2)}:`

    beforeAll(async () => {
      servers = await Promise.all(
        [0, 1].map(() =>
          startServerProcess({
            redisUrl: REDIS_URL as string,
            redisKeyPrefix: `${prefix}relay:`,
            env: {
              PORTICO_ADMIN_TOKEN: ADMIN_TOKEN,
              PORTICO_RATE_LIMIT_KEY_PREFIX: `${prefix}rate:`,
              PORTICO_RATE_LIMIT_RELAY_CONNECTS: String(RELAY_CONNECTS),
            },
          }),
        ),
      )
    }, 1_300_000)
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()))
      const redis = new Redis(REDIS_URL as string)
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    })

    /** Sends `count` requests, alternating between the two processes, and the statuses per process. */
    async function alternate(count: number, send: (server: ServerProcess) => Promise<Response>) {
      const statuses: number[][] = [[], []]
      for (let i = 0; i < count; i += 20) {
        const batch = Array.from({ length: Math.min(20, count - i) }, (_, j) => (i + j) % 2)
        const answers = await Promise.all(batch.map((side) => send(servers[side] as ServerProcess)))
        for (const [j, answer] of answers.entries()) statuses[batch[j] as number]?.push(answer.status)
        await Promise.all(answers.map((answer) => answer.arrayBuffer()))
      }
      return statuses
    }

    it('writes: 120 a minute per IP across both processes, then 429 with Retry-After on each', async () => {
      const max = DEFAULT_RATE_LIMITS.perIp.max
      const nonce = (server: ServerProcess) =>
        fetch(`${server.url}/v1/sessions/nonce?projectId=portico-local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      const statuses = await alternate(max, nonce)
      // Each process alone saw half the limit, and everything passed.
      for (const side of statuses) {
        expect(side.length).toBe(max / 2)
        expect(side.every((status) => status === 201)).toBe(true)
      }
      for (const server of servers) {
        const limited = await nonce(server)
        expect(limited.status).toBe(429)
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      // 120 database writes through two processes: more than Vitest's default 5 s on a busy machine.
    }, 300_000)

    it('reads: 1,200 a minute per IP across both processes, counted apart from writes', async () => {
      const max = DEFAULT_RATE_LIMITS.reads.max
      const suggestions = (server: ServerProcess) =>
        fetch(`${server.url}/v1/profile/suggestions/ada-lovelace`)
      const statuses = await alternate(max, suggestions)
      for (const side of statuses) {
        expect(side.length).toBe(max / 2)
        expect(side.filter((status) => status !== 200)).toEqual([])
      }
      for (const server of servers) {
        const limited = await suggestions(server)
        expect(limited.status).toBe(429)
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    }, 300_000)

    it('wrong admin tokens: 10 across both processes lock that IP out of the admin routes of both', async () => {
      const summary = (server: ServerProcess, token: string) =>
        fetch(`${server.url}/v1/analytics/summary?projectId=portico-local&from=2026-01-01&to=2026-01-02`, {
          headers: { authorization: `Bearer ${token}` },
        })
      const statuses = await alternate(DEFAULT_RATE_LIMITS.adminFailures.max, (server) =>
        summary(server, 'wrong'),
      )
      expect(statuses.flat().every((status) => status === 401 || status === 429)).toBe(true)
      for (const server of servers) {
        const locked = await summary(server, ADMIN_TOKEN)
        expect(locked.status).toBe(429)
        expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    })

    it('new relay connections: 20 a minute per IP across both processes, then 429 at the upgrade of each', async () => {
      /** Opens and closes one relay connection; the upgrade's status (101 when it opened). */
      const connect = (server: ServerProcess) =>
        new Promise<number>((resolve, reject) => {
          const url = `${server.url.replace('http:', 'ws:')}/relay`
          const socket = new WebSocket(
            `${url}?auth=${signRelayJwt({ secretKey: randomBytes(32), aud: url })}`,
          )
          socket.once('open', () => {
            socket.once('close', () => resolve(101))
            socket.close()
          })
          socket.once('unexpected-response', (_, response) => {
            expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
            resolve(response.statusCode ?? 0)
          })
          socket.once('error', reject)
        })
      const statuses: number[][] = [[], []]
      for (let i = 0; i < RELAY_CONNECTS; i++)
        statuses[i % 2]?.push(await connect(servers[i % 2] as ServerProcess))
      // Each process alone opened half the cap, and every connection opened.
      expect(statuses).toEqual([Array(RELAY_CONNECTS / 2).fill(101), Array(RELAY_CONNECTS / 2).fill(101)])
      for (const server of servers) expect(await connect(server)).toBe(429)
    })
  },
)

// Issue 21: a limiter whose Redis does not answer counts in its own process meanwhile, so the API keeps
// answering (and limiting) through a Redis outage instead of failing every request.
describe('a shared limiter while its Redis is down (issue 21)', () => {
  let redis: Redis
  const errors: unknown[] = []

  beforeAll(async () => {
    const port = await freePort()
    redis = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 0, commandTimeout: 500 })
    redis.on('error', () => {})
  })
  afterAll(() => redis.disconnect())

  it('falls back to counting in process memory and reports the error', async () => {
    const limiter = new RedisRateLimiter({
      redis,
      keyPrefix: 'portico:test:down:',
      limit: { max: 2, windowMs: 60_000 },
      onError: (error) => errors.push(error),
    })
    expect(await limiter.take('127.0.0.1')).toEqual({ allowed: true })
    expect(await limiter.take('127.0.0.1')).toEqual({ allowed: true })
    expect(await limiter.peek('127.0.0.1')).toMatchObject({ allowed: false })
    const refused = await limiter.take('127.0.0.1')
    expect(refused).toMatchObject({ allowed: false })
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(errors.length).toBe(4)
  })

  it('without onError the failure is thrown to the caller', async () => {
    const limiter = new RedisRateLimiter({
      redis,
      keyPrefix: 'portico:test:down:',
      limit: { max: 2, windowMs: 1 },
    })
    await expect(limiter.take('127.0.0.1')).rejects.toThrow()
  })

  it('a server whose Redis is unreachable still answers and limits per process, on the API and the vault', async () => {
    const deadRedis = `redis://127.0.0.1:${await freePort()}`
    const mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    const server = await startVaultTestServer(
      storage,
      {
        smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'login@example.test' },
        rateLimits: { perEmail: { max: 1, windowMs: 600_000 } },
        redisUrl: deadRedis,
      },
      { rateLimit: { perIp: { max: 2, windowMs: 60_000 }, redisUrl: deadRedis } },
    )
    try {
      const nonce = () =>
        fetch(`${server.url}/v1/sessions/nonce?projectId=portico-local`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      expect([(await nonce()).status, (await nonce()).status, (await nonce()).status]).toEqual([
        201, 201, 429,
      ])
      const start = () =>
        fetch(`${server.vaultUrl}/v1/auth/email/start`, {
          method: 'POST',
          headers: { origin: server.vaultUrl as string, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ada@example.test' }),
        })
      expect([(await start()).status, (await start()).status]).toEqual([200, 429])
    } finally {
      await server.close()
      await storage.close()
      await mail.close()
    }
  }, 120_000)
})
