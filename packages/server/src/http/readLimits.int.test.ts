import { DEV_ACCOUNTS, getDevnetServerConfig, type StartDevnetReturnType, startDevnet } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blockchainOptionsFromConfig } from '../config/blockchainOptionsFromConfig.ts'
import { DEFAULT_RATE_LIMITS } from '../server/options.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

const READS = 5

// Issue 21 (docs/security.md): the blockchain read routes get a per-IP limit of their own, answered like
// the write limits with docs/rules/errors.md's 429 and Retry-After; the directory and the modal's configuration stay
// unlimited (answered from memory).
describe('per-IP read limits on the blockchain API (issue 21, docs/rules/api.md, errors.md)', () => {
  let devnet: StartDevnetReturnType
  let storage: Storage
  let server: TestServer
  const dev = DEV_ACCOUNTS[0]!.address

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
    server = await startTestServer(storage, {
      relay: false,
      blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
      rateLimit: { reads: { max: READS, windowMs: 60_000 }, perIp: { max: 3, windowMs: 60_000 } },
    })
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    await storage?.close()
    await devnet?.stop()
  })

  const get = (path: string) => fetch(`${server.url}${path}`)

  it('the defaults leave room for a busy visitor: 1,200 reads and 120 writes a minute per IP', () => {
    expect(DEFAULT_RATE_LIMITS.reads).toEqual({ max: 1_200, windowMs: 60_000 })
    expect(DEFAULT_RATE_LIMITS.perIp).toEqual({ max: 120, windowMs: 60_000 })
  })

  it('answers 429 with Retry-After past the limit on every read route, while directory and writes go on', async () => {
    const balance = `/v1/account/${dev}/balance?currency=usd&chainId=eip155:31337`
    for (let i = 0; i < READS - 1; i++) expect((await get(balance)).status).toBe(200)
    // Read from the chain (forceUpdate): the limit counts requests, cached or not.
    const last = await get(`${balance}&forceUpdate=true`)
    expect(last.status).toBe(200)
    const { balances } = (await last.json()) as { balances: { symbol: string }[] }
    expect(balances.map((entry) => entry.symbol)).toContain('ETH')

    const limited = await get(balance)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await limited.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `Rate limit exceeded for this client; retry in ${retryAfter} s`,
    })
    // One counter for every read route: history, gas price, NFTs, identity, swap quotes.
    for (const path of [
      `/v1/account/${dev}/history`,
      '/v1/convert/gas-price?chainId=eip155:31337',
      `/v1/account/${dev}/nfts`,
      `/v1/identity/${dev}`,
      '/v1/convert/tokens?chainId=eip155:31337',
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(429)
      expect(Number(response.headers.get('retry-after')), path).toBeGreaterThan(0)
    }
    // Answered from memory, as before: the wallet list, the chains served, the project configuration.
    for (const path of [
      '/getWallets?entries=4',
      '/v1/supported-chains',
      '/appkit/v1/config?projectId=portico-local',
    ])
      expect((await get(path)).status, path).toBe(200)
    // Writes have their own counter.
    const nonce = await fetch(`${server.url}/v1/sessions/nonce?projectId=portico-local`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(nonce.status).toBe(201)
  })
})
