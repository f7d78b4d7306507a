import type { RunningRelay } from '@portico/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedPair } from '../testing/pair.ts'
import { startTestRelay } from '../testing/relay.ts'

let relay: RunningRelay
beforeAll(async () => {
  relay = await startTestRelay()
})
afterAll(async () => {
  await relay.close()
})

describe('session protocol over a relay (SPEC §4, §7)', () => {
  it('proposes, settles, acknowledges, requests and deletes', async () => {
    const { dapp, wallet, topic } = await connectedPair(relay.url)
    wallet.on('session_request', ({ id, topic: requestTopic }) => {
      wallet.respond({ topic: requestTopic, response: { id, result: '0xsigned' } }).catch(() => undefined)
    })
    const result = await dapp.request({
      topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: ['0x00'] },
    })
    expect(result).toBe('0xsigned')
    expect(wallet.engine.sessions.get(topic)?.acknowledged).toBe(true)
    const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
    await dapp.disconnect({ topic })
    expect(await deleted).toMatchObject({ topic, reason: { code: 6000 } })
    await dapp.close()
    await wallet.close()
  })
})
