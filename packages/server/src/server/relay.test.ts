import { randomBytes } from 'node:crypto'
import { signRelayJwt } from '@portico/relay'
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

describe('the relay inside the server (DESIGN §5, SPEC §7: ws://127.0.0.1:8787/relay)', () => {
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
