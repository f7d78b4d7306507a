import { startRelay } from '@portico/relay'
import { describe, expect, it } from 'vitest'
import { connectedPair } from '../testing/pair.ts'
import { waitUntil } from '../testing/relay.ts'

describe('relay connection (SPEC §7 session protocol over a relay)', () => {
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
})
