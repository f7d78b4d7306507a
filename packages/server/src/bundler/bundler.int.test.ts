import { DEVNET_A_CHAIN_ID, DEVNET_ACCOUNT_ABSTRACTION } from '@portico/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createProject } from '../projects/projectsRepository.ts'
import type { Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { startBundlerDevnet } from '../testing/startRecordingRelay.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

const SHOP = 'https://shop.example.com'

// docs/rules/api.md: a bundler POST (eth_getUserOperationReceipt and the rest) with the url parameters projectId,
// chainId and bundler, forwarded to the real local ERC-4337 bundler (Pimlico's alto on a devnet chain).
// Issue 21: only pages the project allows may use it, as the other project routes (docs/security.md).
describe('POST /v1/bundler forwards user-operation JSON-RPC to the network’s bundler (docs/rules/api.md, issue 21)', () => {
  const [backend] = backends()
  let storage: Storage
  let server: TestServer
  let devnet: Awaited<ReturnType<typeof startBundlerDevnet>>
  let relay: Awaited<ReturnType<typeof startBundlerDevnet>>['relay']

  beforeAll(async () => {
    // The bundler port of the stack (PORTICO_BUNDLER_PORT) when set, else a free one.
    devnet = await startBundlerDevnet({ bundlerPort: Number(process.env.PORTICO_BUNDLER_PORT ?? 0) })
    relay = devnet.relay
    storage = await backend!.open()
    await createProject(storage.db, 'shop', { allowedOrigins: [SHOP] })
    server = await startTestServer(storage, {
      blockchain: false,
      relay: false,
      accountAbstraction: {
        bundlers: [
          { caipNetworkId: `eip155:${DEVNET_A_CHAIN_ID}`, url: relay.url },
          { caipNetworkId: 'eip155:31338', url: 'http://127.0.0.1:1' },
        ],
      },
    })
  }, 180_000)
  afterAll(async () => {
    await server?.close()
    if (storage) await backend!.dispose(storage)
    await devnet?.close()
  })

  const post = (query: string, body: unknown, origin?: string) =>
    fetch(`${server.url}/v1/bundler?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
      body: JSON.stringify(body),
    })
  const entryPoints = { jsonrpc: '2.0', id: 5, method: 'eth_supportedEntryPoints', params: [] }
  const message = async (response: Response) => ((await response.json()) as { message: string }).message

  it('answers with the bundler’s JSON-RPC response for an allowed origin, by numeric or CAIP-2 chain id', async () => {
    const before = relay.methods.length
    const supported = await post('projectId=shop&chainId=31337&bundler=pimlico', entryPoints, SHOP)
    expect(supported.status).toBe(200)
    const { result } = (await supported.json()) as { result: string[] }
    expect(result.map((address) => address.toLowerCase())).toContain(
      DEVNET_ACCOUNT_ABSTRACTION.entryPoint.toLowerCase(),
    )
    const chainId = await post(
      'projectId=shop&chainId=eip155:31337',
      { jsonrpc: '2.0', id: 6, method: 'eth_chainId' },
      SHOP,
    )
    expect(await chainId.json()).toEqual({ jsonrpc: '2.0', id: 6, result: '0x7a69' })
    const receipt = await post(
      'projectId=shop&chainId=31337&bundler=pimlico',
      { jsonrpc: '2.0', id: 4, method: 'eth_getUserOperationReceipt', params: [`0x${'0'.repeat(64)}`] },
      SHOP,
    )
    expect(await receipt.json()).toEqual({ jsonrpc: '2.0', id: 4, result: null })
    expect(relay.methods.slice(before)).toEqual([
      'eth_supportedEntryPoints',
      'eth_chainId',
      'eth_getUserOperationReceipt',
    ])
  })

  it('refuses an origin the project does not allow, an unknown project and a missing projectId, forwarding nothing', async () => {
    const before = relay.methods.length
    const elsewhere = await post('projectId=shop&chainId=31337', entryPoints, 'https://evil.example.org')
    expect(elsewhere.status).toBe(403)
    expect(await message(elsewhere)).toBe('Origin https://evil.example.org is not allowed for project "shop"')
    // A project without an allow-list takes local pages only (development), as every project route.
    const local = await post('projectId=portico-local&chainId=31337', entryPoints, SHOP)
    expect(local.status).toBe(403)
    expect(await message(local)).toBe(`Origin ${SHOP} is not allowed for project "portico-local"`)
    const unknown = await post('projectId=nobody&chainId=31337', entryPoints, SHOP)
    expect(unknown.status).toBe(404)
    expect(await message(unknown)).toBe('Unknown project "nobody"')
    const missing = await post('chainId=31337', entryPoints, SHOP)
    expect(missing.status).toBe(400)
    expect(await message(missing)).toBe('querystring is missing "projectId"')
    expect(relay.methods.length).toBe(before)
  })

  it('without Origin (a server, not a browser): refused by a project with an allow-list, served for one without', async () => {
    const before = relay.methods.length
    const refused = await post('projectId=shop&chainId=31337', entryPoints)
    expect(refused.status).toBe(403)
    expect(await message(refused)).toBe('Origin (none) is not allowed for project "shop"')
    expect(relay.methods.length).toBe(before)
    const local = await post('projectId=portico-local&chainId=31337', entryPoints)
    expect(local.status).toBe(200)
    const localPage = await post(
      'projectId=portico-local&chainId=31337',
      entryPoints,
      'http://localhost:5173',
    )
    expect(localPage.status).toBe(200)
    expect(relay.methods.slice(before)).toEqual(['eth_supportedEntryPoints', 'eth_supportedEntryPoints'])
  })

  it('lists the networks with a bundler', async () => {
    const response = await fetch(`${server.url}/v1/bundler/networks?projectId=shop`)
    expect(await response.json()).toEqual({ networks: ['eip155:31337', 'eip155:31338'] })
  })

  it('refuses what is not a user-operation call, an unknown network and bad input, forwarding nothing', async () => {
    const before = relay.methods.length
    const sign = await post(
      'projectId=shop&chainId=31337',
      { jsonrpc: '2.0', id: 1, method: 'eth_sendTransaction', params: [] },
      SHOP,
    )
    expect(await sign.json()).toMatchObject({ id: 1, error: { code: -32601 } })
    const unknown = await post(
      'projectId=shop&chainId=1',
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      SHOP,
    )
    expect(unknown.status).toBe(400)
    expect(await message(unknown)).toBe('Network not supported for smart accounts: eip155:1')
    for (const [query, body] of [
      ['projectId=shop', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      ['projectId=shop&chainId=solana:abc', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      ['projectId=shop&chainId=31337', { id: 1, method: 'eth_chainId' }],
      [
        'projectId=shop&chainId=31337',
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: Array(20).fill(0) },
      ],
      ['projectId=shop&chainId=31337', { jsonrpc: '2.0', id: { nested: true }, method: 'eth_chainId' }],
    ] as const) {
      const response = await post(query, body, SHOP)
      expect(response.status).toBe(400)
    }
    expect(relay.methods.length).toBe(before)
  })

  it('answers 502 when the bundler is unreachable', async () => {
    const response = await post(
      'projectId=shop&chainId=31338',
      { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
      SHOP,
    )
    expect(response.status).toBe(502)
    expect(await message(response)).toBe('The bundler is unreachable')
  })
})
