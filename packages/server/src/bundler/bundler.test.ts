import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Storage } from '../storage/createStorage.ts'
import { backends } from '../testing/backends.ts'
import { startTestServer, type TestServer } from '../testing/testServer.ts'

// SPEC §7: a bundler POST (eth_getUserOperationReceipt and the rest) with the url parameters projectId,
// chainId and bundler. A local JSON-RPC server stands in for the bundler; the devnet's tests run the real one.
describe('POST /v1/bundler forwards user-operation JSON-RPC to the network’s bundler', () => {
  const [backend] = backends()
  let storage: Storage
  let server: TestServer
  let bundler: Server
  const received: { method: string }[] = []

  beforeAll(async () => {
    bundler = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => {
        body += chunk
      })
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string }
        received.push(call)
        const result =
          call.method === 'eth_getUserOperationReceipt' ? { success: true, userOpHash: '0x01' } : ['0xentry']
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ jsonrpc: '2.0', id: call.id, result }))
      })
    })
    await new Promise<void>((resolve) => bundler.listen(0, '127.0.0.1', resolve))
    const bundlerUrl = `http://127.0.0.1:${(bundler.address() as AddressInfo).port}`
    storage = await backend!.open()
    server = await startTestServer(storage, {
      blockchain: false,
      relay: false,
      accountAbstraction: {
        bundlers: [
          { caipNetworkId: 'eip155:31337', url: bundlerUrl },
          { caipNetworkId: 'eip155:31338', url: 'http://127.0.0.1:1' },
        ],
      },
    })
  }, 60_000)
  afterAll(async () => {
    await server?.close()
    if (storage) await backend!.dispose(storage)
    await new Promise((resolve) => bundler?.close(resolve))
  })

  const post = (query: string, body: unknown) =>
    fetch(`${server.url}/v1/bundler?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('answers with the bundler’s JSON-RPC response, by numeric or CAIP-2 chain id', async () => {
    const receipt = await post('projectId=portico-demo&chainId=31337&bundler=pimlico', {
      jsonrpc: '2.0',
      id: 4,
      method: 'eth_getUserOperationReceipt',
      params: ['0x01'],
    })
    expect(receipt.status).toBe(200)
    expect(await receipt.json()).toEqual({
      jsonrpc: '2.0',
      id: 4,
      result: { success: true, userOpHash: '0x01' },
    })
    const entryPoints = await post('chainId=eip155:31337', {
      jsonrpc: '2.0',
      id: 5,
      method: 'eth_supportedEntryPoints',
    })
    expect(await entryPoints.json()).toMatchObject({ id: 5, result: ['0xentry'] })
    expect(received.map((call) => call.method)).toEqual([
      'eth_getUserOperationReceipt',
      'eth_supportedEntryPoints',
    ])
  })

  it('lists the networks with a bundler', async () => {
    const response = await fetch(`${server.url}/v1/bundler/networks`)
    expect(await response.json()).toEqual({ networks: ['eip155:31337', 'eip155:31338'] })
  })

  it('refuses what is not a user-operation call, an unknown network and bad input, forwarding nothing', async () => {
    const before = received.length
    const sign = await post('chainId=31337', {
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_sendTransaction',
      params: [],
    })
    expect(await sign.json()).toMatchObject({ id: 1, error: { code: -32601 } })
    const unknown = await post('chainId=1', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'Network not supported for smart accounts: eip155:1',
    )
    for (const [query, body] of [
      ['', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      ['chainId=solana:abc', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' }],
      ['chainId=31337', { id: 1, method: 'eth_chainId' }],
      ['chainId=31337', { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: Array(20).fill(0) }],
      ['chainId=31337', { jsonrpc: '2.0', id: { nested: true }, method: 'eth_chainId' }],
    ] as const) {
      const response = await post(query, body)
      expect(response.status).toBe(400)
    }
    expect(received.length).toBe(before)
  })

  it('answers 502 when the bundler is unreachable', async () => {
    const response = await post('chainId=31338', { jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    expect(response.status).toBe(502)
    expect(((await response.json()) as { message: string }).message).toBe('The bundler is unreachable')
  })
})
