import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ed25519 } from '@noble/curves/ed25519.js'
import { signRelayJwt } from '@portico/walletconnect/relayAuth'
import { afterEach, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { WEBSOCKET_CLOSE_CODES } from './constants.ts'
import { createRelay, type Relay } from './createRelay.ts'
import { connectTestClient, randomTopic, type TestClient } from './testing/connectTestClient.ts'

const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An http server of someone else's (like the Fastify server) with the relay mounted on /relay. */
async function mounted(relay: Relay): Promise<{ server: Server; port: number }> {
  const server = createServer((_request, response) => response.end('app'))
  server.on('upgrade', (request, socket, head) => {
    if (relay.matches(request)) relay.handleUpgrade(request, socket, head)
    else socket.end('HTTP/1.1 404 Not Found\r\n\r\n')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => {
    await relay.close()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return { server, port: (server.address() as AddressInfo).port }
}

async function client(
  url: string,
  options: Parameters<typeof connectTestClient>[1] = {},
): Promise<TestClient> {
  const connected = await connectTestClient(url, options)
  cleanups.push(() => connected.close())
  return connected
}

describe('createRelay mounted on an existing http server (docs/rules/api.md session protocol over a relay)', () => {
  it('serves ws://127.0.0.1:PORT/relay through handleUpgrade and leaves other paths to the server', async () => {
    const relay = createRelay()
    const { port } = await mounted(relay)
    const url = `ws://127.0.0.1:${port}/relay`
    const dapp = await client(url)
    const wallet = await client(url)
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    await dapp.request('irn_publish', { topic, message: 'through the mounted relay', ttl: 300, tag: 1 })
    expect((await wallet.nextMessage()).data.message).toBe('through the mounted relay')
    expect(relay.connectionCount).toBe(2)

    const other = new WebSocket(`ws://127.0.0.1:${port}/other`)
    const failure = await new Promise<Error>((resolve) => other.once('error', resolve))
    expect(failure.message).toContain('404')
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('app')
  })

  it('drops a client that stops answering pings', async () => {
    const relay = createRelay({ heartbeatIntervalMs: 30 })
    const { port } = await mounted(relay)
    const url = `ws://127.0.0.1:${port}/relay`
    const jwt = signRelayJwt({ secretKey: ed25519.utils.randomSecretKey(), aud: url })
    const silent = new WebSocket(`${url}?auth=${jwt}`, { autoPong: false })
    const closed = new Promise<number>((resolve) => silent.once('close', resolve))
    await new Promise((resolve) => silent.once('open', resolve))
    const responsive = await client(url)
    expect(await closed).toBe(1006)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(responsive.socket.readyState).toBe(WebSocket.OPEN)
    expect(responsive.pings).toBeGreaterThan(0)
  })

  it('closes clients with 1001 (going away) on close()', async () => {
    const relay = createRelay()
    const { port } = await mounted(relay)
    const wallet = await client(`ws://127.0.0.1:${port}/relay`)
    const closed = new Promise<number>((resolve) => wallet.socket.once('close', resolve))
    await relay.close()
    expect(await closed).toBe(WEBSOCKET_CLOSE_CODES.GoingAway)
  })
})
