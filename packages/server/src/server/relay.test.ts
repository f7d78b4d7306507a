import { randomBytes } from 'node:crypto'
import { signRelayJwt } from '@portico/relay'
import { attemptRelayConnection as attempt, closeRelaySocket as closed } from '@portico/testing/relay'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { MEMORY_DATA_DIR } from '../storage/createStorage.ts'
import { createServer } from './createServer.ts'

function connect(url: string) {
  const jwt = signRelayJwt({ secretKey: randomBytes(32), aud: url })
  const socket = new WebSocket(`${url}?auth=${jwt}`)
  return new Promise<WebSocket>((resolve, reject) => {
    socket.once('open', () => resolve(socket))
    socket.once('error', reject)
  })
}

function call(socket: WebSocket, id: number, method: string, params: unknown) {
  return new Promise<unknown>((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse(data.toString())
      if (message.id !== id) return
      socket.off('message', onMessage)
      resolve(message)
    }
    socket.on('message', onMessage)
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
  })
}

describe('the relay inside the server (packages/walletconnect/README.md, docs/rules/api.md: ws://127.0.0.1:8787/relay)', () => {
  let app: FastifyInstance
  let relayUrl: string

  beforeAll(async () => {
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      blockchain: false,
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    relayUrl = `ws://127.0.0.1:${address.port}/relay`
  }, 60_000)

  afterAll(() => app.close())

  it('relays a message published before the peer subscribes', async () => {
    const [dapp, wallet] = await Promise.all([connect(relayUrl), connect(relayUrl)])
    const topic = randomBytes(32).toString('hex')
    expect(
      await call(dapp, 1, 'irn_publish', { topic, message: 'hello', ttl: 300, tag: 1100 }),
    ).toMatchObject({
      result: true,
    })
    const delivered = new Promise<{ params: { data: { topic: string; message: string } } }>((resolve) => {
      wallet.on('message', (data) => {
        const message = JSON.parse(data.toString())
        if (message.method === 'irn_subscription') resolve(message)
      })
    })
    await call(wallet, 2, 'irn_subscribe', { topic })
    expect((await delivered).params.data).toMatchObject({ topic, message: 'hello' })
    dapp.close()
    wallet.close()
  })

  it('rejects a JWT for another relay URL', async () => {
    const other = relayUrl.replace('127.0.0.1', 'relay.example.com')
    const jwt = signRelayJwt({ secretKey: randomBytes(32), aud: other })
    const socket = new WebSocket(`${relayUrl}?auth=${jwt}`)
    const outcome = await new Promise<string>((resolve) => {
      socket.once('unexpected-response', (_, response) => resolve(`http ${response.statusCode}`))
      socket.once('close', (code) => resolve(`close ${code}`))
      socket.once('error', () => undefined)
    })
    expect(outcome).toMatch(/http 401|close 3000/)
  })

  it('answers 404 to upgrades on other paths', async () => {
    const socket = new WebSocket(relayUrl.replace('/relay', '/other'))
    const status = await new Promise<number>((resolve) => {
      socket.once('unexpected-response', (_, response) => resolve(response.statusCode ?? 0))
      socket.once('error', () => resolve(-1))
    })
    expect(status).toBe(404)
  })
})

// Issue 21 (docs/security.md, "Rate limits"): one IP may hold a bounded number of relay connections open
// and open a bounded number a minute; refusals are a 429 with Retry-After at the HTTP upgrade, before the
// WebSocket exists and before its JWT is checked.
describe('relay connections per client IP (issue 21, docs/rules/errors.md 429 + Retry-After)', () => {
  let app: FastifyInstance
  let relayUrl: string

  beforeAll(async () => {
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      blockchain: false,
      // Behind a proxy: X-Forwarded-For names the client, as for the HTTP limits.
      trustProxy: true,
      rateLimit: { relayConnections: 3, relayConnects: { max: 8, windowMs: 60_000 } },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no address')
    relayUrl = `ws://127.0.0.1:${address.port}/relay`
  }, 180_000)

  afterAll(() => app?.close())

  it('refuses the N+1th open connection of an IP with 429 and Retry-After; a closed one frees its slot', async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' }
    const opened = await Promise.all([
      attempt(relayUrl, from),
      attempt(relayUrl, from),
      attempt(relayUrl, from),
    ])
    expect(opened.map((outcome) => outcome.status)).toEqual([101, 101, 101])
    const refused = await attempt(relayUrl, from)
    expect(refused.status).toBe(429)
    if (refused.open) throw new Error('not refused')
    expect(refused.retryAfter).toBe('5')
    expect(refused.body.message).toBe(
      'Too many open relay connections from this client (3); close one or retry in 5 s',
    )
    // Another client behind the same proxy has its own slots.
    const other = await attempt(relayUrl, { 'x-forwarded-for': '198.51.100.2' })
    expect(other.status).toBe(101)

    const [first] = opened
    if (!first?.open) throw new Error('not open')
    await closed(first.socket)
    // The server sees the close a moment after the client: retry until the slot is free.
    const again: Awaited<ReturnType<typeof attempt>>[] = []
    await expect
      .poll(async () => {
        const outcome = await attempt(relayUrl, from)
        again.push(outcome)
        return outcome.status
      })
      .toBe(101)
    for (const outcome of [...opened, other, ...again])
      if (outcome.open && outcome.socket.readyState === WebSocket.OPEN) await closed(outcome.socket)
  })

  it('refuses new connections over the per-minute cap, before checking the JWT', async () => {
    const from = { 'x-forwarded-for': '192.0.2.55' }
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const outcome = await attempt(relayUrl, from)
      statuses.push(outcome.status)
      if (outcome.open) await closed(outcome.socket)
    }
    expect(statuses).toEqual(Array(8).fill(101))
    // A ninth, even with a JWT the relay would refuse (401), is answered 429: no signature was checked.
    const refused = await attempt(relayUrl, from, 'not-a-jwt')
    expect(refused.status).toBe(429)
    if (refused.open) throw new Error('not refused')
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(refused.body.message).toMatch(/^Rate limit exceeded for this client; retry in \d+ s$/)
    // Below the cap, the same bad JWT reaches the relay, which refuses it itself.
    const elsewhere = await attempt(relayUrl, { 'x-forwarded-for': '192.0.2.56' }, 'not-a-jwt')
    if (!elsewhere.open) throw new Error(`refused with ${elsewhere.status}`)
    const code = await new Promise<number>((resolve) => elsewhere.socket.once('close', resolve))
    expect(code).toBe(3000)
  })
})
