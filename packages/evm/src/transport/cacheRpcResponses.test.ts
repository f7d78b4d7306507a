import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, type Hex, http } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { cacheRpcResponses } from './cacheRpcResponses.ts'

type Call = { id: number; method: string; params?: unknown[] }

const BLOCK_HASH: Hex = `0x${'b'.repeat(64)}`
const MINED: Hex = `0x${'1'.repeat(64)}`
const PENDING: Hex = `0x${'2'.repeat(64)}`
const OTHER_BLOCK_HASH: Hex = `0x${'c'.repeat(64)}`

describe('cacheRpcResponses (docs/rules/limits.md RPC response cache)', () => {
  let server: Server
  let url: string
  const calls: string[] = []

  function result({ method, params = [] }: Call): unknown {
    switch (method) {
      case 'eth_chainId':
        return '0x7a69'
      case 'eth_getBalance':
        return `0x${calls.length.toString(16)}`
      case 'eth_getBlockByHash':
        return params[0] === BLOCK_HASH ? { hash: BLOCK_HASH, number: '0x5' } : null
      case 'eth_getTransactionByHash':
        return { hash: params[0], blockHash: params[0] === MINED ? BLOCK_HASH : null }
      case 'eth_getTransactionReceipt':
        return params[0] === MINED ? { transactionHash: MINED, status: '0x1' } : null
      default:
        return null
    }
  }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Call | Call[]
        const answer = (call: Call) => {
          calls.push(call.method)
          return { jsonrpc: '2.0', id: call.id, result: result(call) }
        }
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  beforeEach(() => {
    calls.length = 0
  })

  const clientOf = (maxEntries = 8192) =>
    createPublicClient({ transport: cacheRpcResponses(http(url), { maxEntries }) })

  it('asks the node once for answers that cannot change', async () => {
    const client = clientOf()
    for (let round = 0; round < 3; round += 1) {
      await client.request({ method: 'eth_chainId' })
      await client.request({ method: 'eth_getBlockByHash', params: [BLOCK_HASH, false] })
      await client.request({ method: 'eth_getTransactionReceipt', params: [MINED] })
      await client.request({ method: 'eth_getTransactionByHash', params: [MINED] })
    }
    expect(calls).toEqual([
      'eth_chainId',
      'eth_getBlockByHash',
      'eth_getTransactionReceipt',
      'eth_getTransactionByHash',
    ])
  })

  it('keys by params: a different block hash is a different answer', async () => {
    const client = clientOf()
    await client.request({ method: 'eth_getBlockByHash', params: [BLOCK_HASH, false] })
    await client.request({ method: 'eth_getBlockByHash', params: [BLOCK_HASH, true] })
    expect(calls).toEqual(['eth_getBlockByHash', 'eth_getBlockByHash'])
  })

  it('never keeps state read at a block tag, a pending transaction, or a missing receipt', async () => {
    const client = clientOf()
    const address = `0x${'a'.repeat(40)}` as const
    const first = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    const second = await client.request({ method: 'eth_getBalance', params: [address, 'latest'] })
    expect(first).not.toBe(second)
    await client.request({ method: 'eth_getTransactionByHash', params: [PENDING] })
    await client.request({ method: 'eth_getTransactionByHash', params: [PENDING] })
    await client.request({ method: 'eth_getTransactionReceipt', params: [PENDING] })
    await client.request({ method: 'eth_getTransactionReceipt', params: [PENDING] })
    await client.request({ method: 'eth_getBlockByHash', params: [OTHER_BLOCK_HASH, false] })
    await client.request({ method: 'eth_getBlockByHash', params: [OTHER_BLOCK_HASH, false] })
    expect(calls).toHaveLength(8)
  })

  it('drops the least recently used answer beyond maxEntries', async () => {
    const client = clientOf(2)
    const receipt = () => client.request({ method: 'eth_getTransactionReceipt', params: [MINED] })
    const block = () => client.request({ method: 'eth_getBlockByHash', params: [BLOCK_HASH, false] })
    await client.request({ method: 'eth_chainId' })
    await receipt()
    await client.request({ method: 'eth_chainId' })
    await block()
    expect(calls).toEqual(['eth_chainId', 'eth_getTransactionReceipt', 'eth_getBlockByHash'])
    await client.request({ method: 'eth_chainId' })
    await receipt()
    expect(calls.slice(3)).toEqual(['eth_getTransactionReceipt'])
  })
})
