import { createBundlerClient } from '@portico/auth/bundler'
import { type ErrorMessageId, SponsorshipLimitError } from '@portico/core'
import { DEVNET_A_CHAIN_ID, DEVNET_ACCOUNT_ABSTRACTION } from '@portico/devnet'
import { toPorticoSmartAccount } from '@portico/devnet/account-abstraction'
import { Redis } from 'ioredis'
import { sql } from 'kysely'
import { createPublicClient, defineChain, http, numberToHex } from 'viem'
import { formatUserOperation } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import { createStorage, MEMORY_DATA_DIR, type Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { freePort } from '../testing/faults/relayCluster.ts'
import { startBundlerDevnet } from '../testing/startRecordingRelay.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'
import { createSponsorshipCounter } from './createSponsorshipCounter.ts'
import type { BundlerOptions } from './options.ts'

const SHOP = 'https://shop.example.com'

type RpcAnswer = {
  result?: { paymaster?: string; paymasterData?: string }
  error?: { code: number; message: string; data?: { reason: string; scope: string; retryAfter: string } }
}

/** A user operation of `sender` as a page sends it for sponsorship (gas already estimated). */
function operation(sender: string) {
  return {
    sender,
    nonce: '0x0',
    callData: '0x',
    callGasLimit: '0x186a0',
    verificationGasLimit: '0x186a0',
    preVerificationGas: '0xc350',
    maxFeePerGas: '0x3b9aca00',
    maxPriorityFeePerGas: '0x1',
    signature: `0x${'ff'.repeat(65)}`,
  }
}

const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address
/** The policy's UTC day. Redis keys expire a day after their day ends: a fixed past day expires at once. */
const today = () => new Date().toISOString().slice(0, 10)
const tomorrow = () => new Date(Date.parse(today()) + 86_400_000).toISOString()

// Issue 21 (docs/security.md, "The bundler route and its callers"): the server sponsors at most N user
// operations per account (the operation's sender) per day, and optionally N per project, before it
// forwards ERC-7677's pm_getPaymasterData to the operator's paymaster; against the real alto bundler
// and the devnet's verifying paymaster (docs/rules/api.md bundler route, docs/rules/errors.md JSON-RPC errors).
describe('sponsorship policy of POST /v1/bundler (issue 21, docs/rules/api.md)', () => {
  const [backend] = backends()
  let storage: Storage
  let server: TestServer
  let devnet: Awaited<ReturnType<typeof startBundlerDevnet>>
  let relay: Awaited<ReturnType<typeof startBundlerDevnet>>['relay']
  let accountAbstraction: BundlerOptions

  beforeAll(async () => {
    devnet = await startBundlerDevnet()
    relay = devnet.relay
    storage = await backend!.open()
    await createProject(storage.db, 'shop', { allowedOrigins: [SHOP] })
    await createProject(storage.db, 'capped')
    await createProject(storage.db, 'kit')
    accountAbstraction = {
      bundlers: [{ caipNetworkId: `eip155:${DEVNET_A_CHAIN_ID}`, url: relay.url }],
      sponsorship: {
        perSenderPerDay: 2,
        projects: [
          { projectId: 'capped', perSenderPerDay: 50, perProjectPerDay: 3 },
          { projectId: 'kit', perSenderPerDay: 1 },
        ],
      },
    }
    server = await startTestServer(storage, { blockchain: false, relay: false, accountAbstraction })
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    if (storage) await backend!.dispose(storage)
    await devnet?.close()
  })

  const sponsor = async (
    project: string,
    method: 'pm_getPaymasterData' | 'pm_getPaymasterStubData',
    sender: unknown,
    entryPoint: string = DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
  ) => {
    const response = await fetch(
      `${server.url}/v1/bundler?projectId=${project}&chainId=${DEVNET_A_CHAIN_ID}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(project === 'shop' ? { origin: SHOP } : {}) },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method,
          params: [
            typeof sender === 'string' ? operation(sender) : { ...operation(randomAddress()), sender },
            entryPoint,
            numberToHex(DEVNET_A_CHAIN_ID),
            null,
          ],
        }),
      },
    )
    expect(response.status).toBe(200)
    return (await response.json()) as RpcAnswer
  }
  const forwarded = (method: string, since: number) =>
    relay.methods.slice(since).filter((name) => name === method).length

  it('sponsors an account up to its daily cap, then refuses with a JSON-RPC error and forwards nothing', async () => {
    const sender = randomAddress()
    const before = relay.methods.length
    // Stub data is an estimate: it never counts.
    for (let i = 0; i < 3; i++)
      expect((await sponsor('shop', 'pm_getPaymasterStubData', sender)).result).toBeDefined()
    const first = await sponsor('shop', 'pm_getPaymasterData', sender)
    const second = await sponsor('shop', 'pm_getPaymasterData', sender.toLowerCase())
    expect(first.result?.paymaster?.toLowerCase()).toBe(
      DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster.toLowerCase(),
    )
    expect(second.result?.paymasterData).toMatch(/^0x[0-9a-f]+$/)
    const refused = await sponsor('shop', 'pm_getPaymasterData', sender)
    expect(refused.result).toBeUndefined()
    expect(refused.error).toEqual({
      code: -32003,
      message: `Sponsorship limit reached for this account (2 a day); retry after ${tomorrow()}`,
      data: { reason: 'sponsorshipLimit', scope: 'sender', retryAfter: tomorrow() },
    })
    expect(forwarded('pm_getPaymasterStubData', before)).toBe(3)
    expect(forwarded('pm_getPaymasterData', before)).toBe(2)
    // Stub data still flows for the capped account; another account has its own count.
    expect((await sponsor('shop', 'pm_getPaymasterStubData', sender)).result).toBeDefined()
    expect((await sponsor('shop', 'pm_getPaymasterData', randomAddress())).result).toBeDefined()
    expect(forwarded('pm_getPaymasterData', before)).toBe(3)
  })

  it('does not count a sponsorship the paymaster refused', async () => {
    const sender = randomAddress()
    const refusedByPaymaster = await sponsor('shop', 'pm_getPaymasterData', sender, randomAddress())
    expect(refusedByPaymaster.error?.message).toMatch(/^Only EntryPoint/)
    expect((await sponsor('shop', 'pm_getPaymasterData', sender)).result).toBeDefined()
    expect((await sponsor('shop', 'pm_getPaymasterData', sender)).result).toBeDefined()
    expect((await sponsor('shop', 'pm_getPaymasterData', sender)).error?.data?.scope).toBe('sender')
  })

  it('refuses an operation whose sender is not an address, forwarding nothing', async () => {
    const before = relay.methods.length
    for (const sender of [undefined, 42, '0x1234', `0x${'g'.repeat(40)}`, { toString: 'x' }]) {
      for (const method of ['pm_getPaymasterData', 'pm_getPaymasterStubData'] as const) {
        expect((await sponsor('shop', method, sender)).error).toEqual({
          code: -32602,
          message: 'Invalid params: the user operation needs a sender address',
        })
      }
    }
    expect(relay.methods.length).toBe(before)
  })

  it('holds a project’s daily cap across accounts, and keeps the counts across a restart', async () => {
    const before = relay.methods.length
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await sponsor('capped', 'pm_getPaymasterData', randomAddress()))
    expect(answers.slice(0, 3).every((answer) => answer.result !== undefined)).toBe(true)
    expect(answers[3]?.error?.message).toBe(
      `Sponsorship limit reached for this project (3 a day); retry after ${tomorrow()}`,
    )
    expect(answers[3]?.error?.data?.scope).toBe('project')
    expect(forwarded('pm_getPaymasterData', before)).toBe(3)

    // The counts are in the database (no Redis here): a restarted server still refuses.
    await server.close()
    server = await startTestServer(storage, { blockchain: false, relay: false, accountAbstraction })
    expect((await sponsor('capped', 'pm_getPaymasterData', randomAddress())).error?.data?.scope).toBe(
      'project',
    )
    expect(forwarded('pm_getPaymasterData', before)).toBe(3)
  })

  it('the kit sends a sponsored user operation, then surfaces the refusal as a SponsorshipLimitError', async () => {
    const chain = defineChain({
      id: DEVNET_A_CHAIN_ID,
      name: 'Portico Devnet A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.anvil.url] } },
    })
    const client = createPublicClient({ chain, transport: http(devnet.anvil.url, { retryCount: 0 }) })
    const account = await toPorticoSmartAccount({ client, owner: privateKeyToAccount(generatePrivateKey()) })
    const kit = createBundlerClient({
      chainId: DEVNET_A_CHAIN_ID,
      rpcUrl: devnet.anvil.url,
      bundlerUrl: `${server.url}/v1/bundler?projectId=kit&chainId=${DEVNET_A_CHAIN_ID}`,
    })
    const send = async () => {
      const deployed = (await client.getCode({ address: account.address })) !== undefined
      return kit.sendUserOperation({
        sender: account.address,
        callData: await account.encodeCalls([{ to: randomAddress(), value: 0n }]),
        factory: deployed ? undefined : ((await account.getFactoryArgs()) as never),
        stubSignature: await account.getStubSignature(),
        sign: (userOperation) =>
          account.signUserOperation({ ...formatUserOperation(userOperation), chainId: DEVNET_A_CHAIN_ID }),
      })
    }
    const hash = await send()
    const receipt = await kit.waitForUserOperationReceipt({ hash, pollingInterval: 200, timeout: 60_000 })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster?.toLowerCase()).toBe(DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster.toLowerCase())

    const sent = relay.methods.filter((name) => name === 'eth_sendUserOperation').length
    const error = await send().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SponsorshipLimitError)
    const refusal = error as SponsorshipLimitError
    expect(refusal.messageId).toBe('sponsorshipLimitReached' satisfies ErrorMessageId)
    expect(refusal.shortMessage).toBe('Daily limit of sponsored transactions reached. Try again later.')
    expect(refusal.scope).toBe('sender')
    expect(refusal.retryAfter).toBe(tomorrow())
    expect(relay.methods.filter((name) => name === 'eth_sendUserOperation').length).toBe(sent)
  })
})

// With REDIS_URL the daily counts are shared by every server process through Redis (one Lua script
// checks every cap and counts them together); while Redis does not answer they go to the database.
describe.runIf(process.env.REDIS_URL)('sponsorship counts in Redis (issue 21)', () => {
  const prefix = `portico:test:sponsorship:${Date.now()}:`
  const day = today()
  let redis: Redis
  let storage: Storage
  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL as string)
    storage = await createStorage({ dataDir: MEMORY_DATA_DIR })
  })
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
    await storage.close()
  })

  it('two processes share one count per cap; a release gives one back; nothing is counted when a cap is full', async () => {
    const [a, b] = [0, 1].map(() => createSponsorshipCounter({ db: storage.db, redis, keyPrefix: prefix }))
    const caps = [
      { subject: 'sender:0xabc', max: 3 },
      { subject: 'project', max: 4 },
    ]
    expect([await a!.take('shop', day, caps), await b!.take('shop', day, caps)]).toEqual([
      undefined,
      undefined,
    ])
    expect(await a!.take('shop', day, caps)).toBeUndefined()
    expect(await b!.take('shop', day, caps)).toBe(0)
    await b!.release('shop', day, ['sender:0xabc', 'project'])
    expect(await a!.take('shop', day, caps)).toBeUndefined()
    // The sender's cap was full, so the project count did not move: one more account still fits once.
    expect(await b!.take('shop', day, [{ subject: 'sender:0xdef', max: 3 }, caps[1]!])).toBe(undefined)
    expect(await b!.take('shop', day, [{ subject: 'sender:0xdef', max: 3 }, caps[1]!])).toBe(1)
    expect(await redis.get(`${prefix}${day}:shop:project`)).toBe('4')
    expect(await redis.pttl(`${prefix}${day}:shop:project`)).toBeGreaterThan(0)
    // Nothing went to the database.
    expect(await storage.db.selectFrom('sponsorship_counts').selectAll().execute()).toEqual([])
  })

  it('counts in the database while Redis does not answer', async () => {
    const down = new Redis(`redis://127.0.0.1:${await freePort()}`, {
      maxRetriesPerRequest: 0,
      commandTimeout: 500,
      lazyConnect: true,
    })
    down.on('error', () => {})
    const errors: unknown[] = []
    const counter = createSponsorshipCounter({
      db: storage.db,
      redis: down,
      keyPrefix: prefix,
      onError: (error) => errors.push(error),
    })
    const caps = [{ subject: 'sender:0x123', max: 1 }]
    expect(await counter.take('shop', day, caps)).toBeUndefined()
    expect(await counter.take('shop', day, caps)).toBe(0)
    expect(errors.length).toBe(2)
    expect(await storage.db.selectFrom('sponsorship_counts').select(['subject', 'count']).execute()).toEqual([
      { subject: 'sender:0x123', count: 1 },
    ])
    down.disconnect()
  })
})

// Without Redis the counts live in PostgreSQL, which every server process shares: a conditional upsert
// per cap, in one transaction, must let exactly the cap through however the requests interleave.
describe.runIf(process.env.DATABASE_URL)('sponsorship counts in PostgreSQL (issue 21)', () => {
  it('two processes racing for one cap are granted exactly the cap, and a full cap counts nothing', async () => {
    const databaseUrl = process.env.DATABASE_URL as string
    const schema = `portico_test_sponsorship_${Date.now()}`
    const first = await createStorage({ databaseUrl, schema })
    const second = await createStorage({ databaseUrl, schema })
    try {
      const counters = [first, second].map((storage) => createSponsorshipCounter({ db: storage.db }))
      const caps = [
        { subject: 'sender:0xabc', max: 5 },
        { subject: 'project', max: 7 },
      ]
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, index) => counters[index % 2]!.take('shop', '2026-11-27', caps)),
      )
      expect(answers.filter((answer) => answer === undefined).length).toBe(5)
      expect(answers.filter((answer) => answer === 0).length).toBe(19)
      const counts = await first.db
        .selectFrom('sponsorship_counts')
        .select(['subject', 'count'])
        .orderBy('subject')
        .execute()
      // The refused requests left the project's count where the granted ones put it.
      expect(counts).toEqual([
        { subject: 'project', count: 5 },
        { subject: 'sender:0xabc', count: 5 },
      ])
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(first.db)
      await Promise.all([first.close(), second.close()])
    }
  }, 60_000)
})
