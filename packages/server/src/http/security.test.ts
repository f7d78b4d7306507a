import { formatSiwxMessage, type SiwxMessageData, type SiwxSession, toCaipNetworkId } from '@portico/core'
import { sql } from 'kysely'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'
import { signSiwxSession } from '../testing/signSiwxSession.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

const PAGE = 'http://localhost:5173'
const SHOP = 'https://shop.example.com'
const ADMIN_TOKEN = 'admin-token-0123456789abcdef'

type ErrorBody = { statusCode: number; message: string }

const count = async (storage: Storage, table: string) =>
  Number(
    (await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(storage.db)).rows[0]?.n,
  )

// Issue 21 (security review, docs/security.md): who may call which route, brute force, replay and
// enumeration. docs/rules/api.md (sessions, analytics, email capture routes) and errors.md (429 with Retry-After).
describe('route security: admin token, per-IP limits, replay and enumeration (issue 21, docs/rules/api.md, errors.md)', () => {
  let storage: Storage
  let server: TestServer

  beforeAll(async () => {
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    await createProject(storage.db, 'shop', { allowedOrigins: [SHOP], features: { emailCapture: true } })
    server = await startTestServer(storage, {
      blockchain: false,
      relay: false,
      adminToken: ADMIN_TOKEN,
      rateLimit: { perIp: { max: 40, windowMs: 60_000 }, adminFailures: { max: 3, windowMs: 60_000 } },
    })
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    await storage?.close()
  })

  const post = (path: string, body: unknown, origin = PAGE) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    })
  const message = async (response: Response) => ((await response.json()) as ErrorBody).message

  const signedSession = (
    account: ReturnType<typeof privateKeyToAccount>,
    nonce: string,
    changes: Partial<SiwxMessageData> = {},
  ): Promise<SiwxSession> =>
    signSiwxSession({
      account,
      nonce,
      page: PAGE,
      changes: { expirationTime: new Date(Date.now() + 3_600_000).toISOString(), ...changes },
    })
  const nonce = async (projectId = 'portico-local', origin = PAGE) =>
    (
      (await (await post(`/v1/sessions/nonce?projectId=${projectId}`, {}, origin)).json()) as {
        nonce: string
      }
    ).nonce

  it('SIWX: a nonce used twice at once makes one session; another chain’s signature, another project’s nonce and token are refused', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const session = await signedSession(account, await nonce())
    const statuses = (
      await Promise.all([0, 1, 2].map(() => post('/v1/sessions?projectId=portico-local', session)))
    ).map((response) => response.status)
    expect(statuses.sort()).toEqual([201, 400, 400])

    // Signed for Ethereum mainnet, presented as a devnet sign-in: the text differs, so the signature does not match.
    const mainnet = await signedSession(account, await nonce(), { chainId: toCaipNetworkId('eip155:1') })
    const data = { ...mainnet.data, chainId: toCaipNetworkId('eip155:31337') }
    const before = await count(storage, 'sign_in_sessions')
    const wrongChain = await post('/v1/sessions?projectId=portico-local', {
      data,
      message: formatSiwxMessage(data),
      signature: mainnet.signature,
    })
    expect(wrongChain.status).toBe(401)
    expect(await message(wrongChain)).toBe('The signature does not match the message and account')

    const shopNonce = await signedSession(account, await nonce('shop', SHOP))
    const crossProject = await post('/v1/sessions?projectId=portico-local', shopNonce)
    expect(crossProject.status).toBe(400)
    expect(await message(crossProject)).toBe('The nonce is unknown, expired or already used')
    expect(await count(storage, 'sign_in_sessions')).toBe(before)

    const created = (await (await post('/v1/sessions?projectId=portico-local', mainnet)).json()) as {
      token: string
    }
    const elsewhere = await post('/v1/sessions/verify?projectId=shop', { token: created.token })
    expect(elsewhere.status).toBe(401)
    expect(await message(elsewhere)).toBe('The session token is unknown, expired or revoked')
    expect((await post('/v1/sessions/verify?projectId=portico-local', { token: created.token })).status).toBe(
      200,
    )
  })

  it('email capture answers a known and an unknown email alike, so it tells nobody who signed up', async () => {
    const capture = (email: string) =>
      post('/v1/emails?projectId=shop', { email, consent: true }, SHOP).then(async (response) => ({
        status: response.status,
        body: await response.json(),
      }))
    const first = await capture('ada@example.org')
    const known = await capture('ADA@example.org')
    const unknown = await capture('grace@example.org')
    expect(first).toEqual({ status: 201, body: { stored: true } })
    expect(known).toEqual(first)
    expect(unknown).toEqual(first)
    const emails = await fetch(`${server.url}/v1/emails?projectId=shop`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(
      ((await emails.json()) as { emails: { email: string }[] }).emails.map((row) => row.email).sort(),
    ).toEqual(['ada@example.org', 'grace@example.org'])
  })

  it('counts wrong admin tokens per IP: after 3, every admin request from that IP is 429 with Retry-After', async () => {
    const summary = (authorization?: string) =>
      fetch(`${server.url}/v1/analytics/summary?projectId=shop&from=2026-01-01&to=2026-01-02`, {
        headers: authorization ? { authorization } : {},
      })
    expect((await summary(`Bearer ${ADMIN_TOKEN}`)).status).toBe(200)
    const wrong = [
      `Bearer ${ADMIN_TOKEN.slice(0, -1)}x`,
      `Bearer ${ADMIN_TOKEN.slice(0, 8)}`,
      `bearer ${ADMIN_TOKEN}`,
    ]
    for (const authorization of wrong) {
      const refused = await summary(authorization)
      expect(refused.status).toBe(401)
      expect(await message(refused)).toBe(
        'This server requires an admin token: Authorization: Bearer <token>',
      )
    }
    const locked = await summary(`Bearer ${ADMIN_TOKEN}`)
    expect(locked.status).toBe(429)
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await message(locked)).toMatch(/^Too many wrong admin tokens; retry in \d+ s$/)
    const emails = await fetch(`${server.url}/v1/emails?projectId=shop`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(emails.status).toBe(429)
  })

  it('limits sign-in nonces per client IP with 429 and Retry-After, storing nothing past the limit; POST /e counts apart', async () => {
    for (let i = 0; i < 3; i++) {
      const event = await post('/e?projectId=portico-local', {
        eventId: crypto.randomUUID(),
        url: `${PAGE}/`,
        domain: 'localhost',
        timestamp: Date.now(),
        props: { type: 'track', event: 'INITIALIZE' },
      })
      expect(event.status).toBe(202)
    }
    const nonces = async () => count(storage, 'sign_in_nonces')
    let refused: Response | undefined
    for (let i = 0; i < 60 && !refused; i++) {
      const response = await post('/v1/sessions/nonce?projectId=portico-local', {})
      if (response.status === 429) refused = response
      else expect(response.status).toBe(201)
    }
    expect(refused?.status).toBe(429)
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
    const before = await nonces()
    expect((await post('/v1/sessions/nonce?projectId=portico-local', {})).status).toBe(429)
    expect(
      (await post('/v1/emails?projectId=shop', { email: 'x@example.org', consent: true }, SHOP)).status,
    ).toBe(429)
    expect(await nonces()).toBe(before)
  })
})
