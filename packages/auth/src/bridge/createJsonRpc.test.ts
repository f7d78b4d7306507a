import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RequestTimeoutError } from '@portico/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createJsonRpc, JsonRpcError } from './createJsonRpc.ts'

type Handler = (body: { method: string; params: unknown[] }, response: ServerResponse) => void

let handler: Handler
let requests = 0
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  let text = ''
  request.on('data', (part) => {
    text += part
  })
  request.on('end', () => {
    requests++
    handler(JSON.parse(text), response)
  })
})
let url: string

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const answer = (response: ServerResponse, status: number, body: string) =>
  response.writeHead(status, { 'content-type': 'application/json' }).end(body)

describe('createJsonRpc (the bundler and chain caller of smart accounts)', () => {
  it("returns the answer's result", async () => {
    handler = ({ method, params }, response) =>
      answer(response, 200, JSON.stringify({ jsonrpc: '2.0', id: 1, result: { method, params } }))
    expect(await createJsonRpc(url)('eth_chainId', [1])).toEqual({ method: 'eth_chainId', params: [1] })
  })

  it("throws the node's JSON-RPC error with its code, message and data", async () => {
    handler = (_body, response) =>
      answer(
        response,
        200,
        JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          error: { code: -32602, message: 'bad params', data: '0x01' },
        }),
      )
    const error = await createJsonRpc(url)('eth_sendUserOperation', []).catch((thrown) => thrown)
    expect(error).toBeInstanceOf(JsonRpcError)
    expect(error).toMatchObject({ code: -32602, message: 'bad params', data: '0x01' })
  })

  it('names the HTTP status when the answer is no JSON-RPC', async () => {
    handler = (_body, response) => response.writeHead(502).end('Bad Gateway')
    await expect(createJsonRpc(url)('eth_call', [])).rejects.toMatchObject({
      name: 'JsonRpcError',
      message: 'eth_call failed: HTTP 502',
    })
  })

  // docs/rules/errors.md ('The request took too long to respond.') and limits.md (RPC timeout): a bundler that never
  // answers fails the call once, without sending it again.
  it('fails with a RequestTimeoutError when no answer comes in time, and sends once', async () => {
    handler = () => {}
    const before = requests
    const error = await createJsonRpc(url, { timeoutMs: 200 })('eth_sendUserOperation', []).catch(
      (thrown) => thrown,
    )
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toMatchObject({
      shortMessage: 'The request took too long to respond.',
      details: 'No answer within 200 ms.',
    })
    expect(requests - before).toBe(1)
  })

  it('times out when the headers come but the body stalls', async () => {
    handler = (_body, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"jsonrpc":"2.0",')
    }
    await expect(createJsonRpc(url, { timeoutMs: 200 })('eth_call', [])).rejects.toBeInstanceOf(
      RequestTimeoutError,
    )
  })
})
