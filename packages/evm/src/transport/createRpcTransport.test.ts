import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { RpcUrlsRequiredError } from '../errors/config.ts'
import { createRpcTransport } from './createRpcTransport.ts'

type Handler = (body: unknown, response: ServerResponse, index: number) => void

type RecordedServer = { url: string; arrivals: number[]; bodies: unknown[]; server: Server }

const servers: Server[] = []

async function startServer(handler: Handler): Promise<RecordedServer> {
  const arrivals: number[] = []
  const bodies: unknown[] = []
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      arrivals.push(performance.now())
      const body = JSON.parse(Buffer.concat(chunks).toString()) as unknown
      bodies.push(body)
      handler(body, response, arrivals.length - 1)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, arrivals, bodies, server }
}

function answer(body: unknown, response: ServerResponse, result: (method: string) => unknown) {
  const reply = (entry: { id: number; method: string }) => ({
    jsonrpc: '2.0',
    id: entry.id,
    result: result(entry.method),
  })
  const payload = Array.isArray(body)
    ? body.map((entry) => reply(entry as { id: number; method: string }))
    : reply(body as { id: number; method: string })
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end(JSON.stringify(payload))
}

function fail(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/plain', ...headers })
  response.end('unavailable')
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))))
})

describe('chain RPC transport (docs/rules/api.md Chain RPC, errors.md retry codes, limits.md RPC)', () => {
  it('honours Retry-After on a 429 before retrying', async () => {
    const rpc = await startServer((body, response, index) =>
      index === 0 ? fail(response, 429, { 'Retry-After': '1' }) : answer(body, response, () => '0x7a69'),
    )
    const client = createPublicClient({ transport: createRpcTransport({ urls: [rpc.url] }) })
    expect(await client.getChainId()).toBe(31337)
    expect(rpc.arrivals).toHaveLength(2)
    expect(rpc.arrivals[1]! - rpc.arrivals[0]!).toBeGreaterThanOrEqual(950)
  })

  it('retries 3 times with exponential backoff from 150 ms, then fails', async () => {
    const rpc = await startServer((_body, response) => fail(response, 503))
    const client = createPublicClient({ transport: createRpcTransport({ urls: [rpc.url] }) })
    await expect(client.getBlockNumber({ cacheTime: 0 })).rejects.toThrow(/HTTP request failed/)
    expect(rpc.arrivals).toHaveLength(4)
    const gaps = rpc.arrivals.slice(1).map((time, index) => time - rpc.arrivals[index]!)
    expect(gaps[0]).toBeGreaterThanOrEqual(145)
    expect(gaps[1]).toBeGreaterThanOrEqual(295)
    expect(gaps[2]).toBeGreaterThanOrEqual(595)
  })

  it('does not retry a non-retryable status', async () => {
    const rpc = await startServer((_body, response) => fail(response, 400))
    const client = createPublicClient({ transport: createRpcTransport({ urls: [rpc.url] }) })
    await expect(client.getChainId()).rejects.toThrow()
    expect(rpc.arrivals).toHaveLength(1)
  })

  it('falls back to the next URL when the first one fails', async () => {
    const broken = await startServer((_body, response) => fail(response, 500))
    const working = await startServer((body, response) => answer(body, response, () => '0x7a6a'))
    const client = createPublicClient({ transport: createRpcTransport({ urls: [broken.url, working.url] }) })
    expect(await client.getChainId()).toBe(31338)
    expect(broken.arrivals).toHaveLength(1)
    expect(working.arrivals).toHaveLength(1)
  })

  it('batches concurrent calls into one JSON-RPC batch request', async () => {
    const rpc = await startServer((body, response) =>
      answer(body, response, (method) => (method === 'eth_chainId' ? '0x7a69' : '0x10')),
    )
    const client = createPublicClient({ transport: createRpcTransport({ urls: [rpc.url] }) })
    const results = await Promise.all([
      client.getChainId(),
      client.getBlockNumber({ cacheTime: 0 }),
      client.getBalance({ address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ])
    expect(results).toEqual([31337, 16n, 16n])
    expect(rpc.bodies).toHaveLength(1)
    expect(rpc.bodies[0]).toHaveLength(3)
  })

  it('answers eth_chainId from its response cache after the first call', async () => {
    const rpc = await startServer((body, response) => answer(body, response, () => '0x7a69'))
    const client = createPublicClient({ transport: createRpcTransport({ urls: [rpc.url] }) })
    expect(await client.getChainId()).toBe(31337)
    expect(await client.getChainId()).toBe(31337)
    expect(rpc.bodies).toHaveLength(1)
  })

  it('refuses an empty URL list with RpcUrlsRequiredError', () => {
    expect(() => createRpcTransport({ urls: [] })).toThrow(RpcUrlsRequiredError)
  })
})
