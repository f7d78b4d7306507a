import { startRelay } from '@portico/relay'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocketServer } from 'ws'
import { generateClientSeed } from '../crypto/keys.ts'
import { connectedPair } from '../testing/pair.ts'
import { waitUntil } from '../testing/relay.ts'
import { RelayClient } from './relayClient.ts'

afterEach(() => {
  vi.useRealTimers()
})

describe('relay connection (docs/rules/api.md session protocol over a relay)', () => {
  it('reconnects after the relay restarts, re-subscribes its topics, and the session keeps working', async () => {
    const first = await startRelay({ host: '127.0.0.1', port: 0 })
    const { dapp, wallet, topic } = await connectedPair(first.url)
    wallet.on('session_request', ({ id, topic }) => {
      wallet.respond({ topic, response: { id, result: 'still here' } }).catch(() => undefined)
    })
    await first.close()
    await waitUntil(() => !dapp.engine.relay.connected && !wallet.engine.relay.connected)
    const second = await startRelay({ host: '127.0.0.1', port: first.port })
    try {
      await waitUntil(() => dapp.engine.relay.connected && wallet.engine.relay.connected)
      expect(wallet.engine.relay.topics).toContain(topic)
      expect(await dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })).toBe(
        'still here',
      )
    } finally {
      await dapp.close()
      await wallet.close()
      await second.close()
    }
  })

  it('in Node, replaces a socket that heard neither a ping nor a message for 35 s', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    let connections = 0
    server.on('connection', () => connections++)
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    const client = new RelayClient({
      relayUrl: `ws://127.0.0.1:${port}/relay`,
      seed: generateClientSeed(),
      onMessage: () => undefined,
    })
    try {
      await client.connect()
      await waitUntil(() => connections === 1)
      vi.advanceTimersByTime(30_000)
      expect(client.connected).toBe(true)
      vi.advanceTimersByTime(10_000)
      await waitUntil(() => connections === 2, 15_000)
      expect(connections).toBe(2)
    } finally {
      client.close()
      await new Promise((resolve) => server.close(resolve))
    }
  }, 20_000)

  it('close() during a dial ends that socket too, so nothing stays open', async () => {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
    await new Promise((resolve) => server.once('listening', resolve))
    const open = new Set<unknown>()
    server.on('connection', (socket) => {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
    })
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : 0
    const client = new RelayClient({
      relayUrl: `ws://127.0.0.1:${port}/relay`,
      seed: generateClientSeed(),
      onMessage: () => undefined,
    })
    const connecting = client.connect()
    client.close()
    await expect(connecting).rejects.toThrow('Relay connection closed')
    await waitUntil(() => open.size === 0)
    expect(client.connected).toBe(false)
    await new Promise((resolve) => server.close(resolve))
  })
})
