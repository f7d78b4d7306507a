import type { RunningRelay } from '@portico/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectedPair, granted, requested } from '../testing/pair.ts'
import { startTestRelay } from '../testing/relay.ts'
import { createWalletClient } from '../wallet/wallet.ts'
import { createWalletConnectClient } from './dapp.ts'

let relay: RunningRelay
beforeAll(async () => {
  relay = await startTestRelay()
})
afterAll(async () => {
  await relay.close()
})

describe('session protocol over a relay (docs/rules/states.md, api.md)', () => {
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

  it('hands out the pairing URI before the proposal is published, and a wallet that pairs at once still gets it', async () => {
    const dapp = await createWalletConnectClient({
      relayUrl: relay.url,
      metadata: { name: 'Dapp', description: '', url: 'http://127.0.0.1', icons: [] },
    })
    const wallet = await createWalletClient({
      relayUrl: relay.url,
      metadata: { name: 'Wallet', description: '', url: 'http://127.0.0.1', icons: [] },
      requestQueueDelay: 0,
    })
    wallet.once('session_proposal', ({ id }) => {
      wallet.approve({ id, namespaces: granted }).catch(() => undefined)
    })
    const early: { uri: string; expiry: number }[] = []
    let paired: Promise<unknown> | undefined
    const connecting = dapp.connect({
      namespaces: requested,
      onUri: (uri, expiry) => {
        early.push({ uri, expiry })
        paired = wallet.pair({ uri })
      },
    })
    expect(early).toHaveLength(1)
    const { uri, pairingExpiry, approval } = await connecting
    expect(early[0]).toEqual({ uri, expiry: pairingExpiry })
    await paired
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual(granted.eip155?.accounts)
    await dapp.close()
    await wallet.close()
  })
})
