import { createPairingController, type PairingState } from '@portico/core'
import { type RunningRelay, startRelay } from '@portico/relay'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { granted, requested } from '../testing/pair.ts'
import { testMetadata, waitUntil } from '../testing/relay.ts'
import { createWalletClient, type WalletConnectWallet } from '../wallet/wallet.ts'
import { createWalletConnectSession, type WalletConnectSessionEvent } from './createWalletConnectSession.ts'

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => undefined)
})

async function relayOn(port = 0): Promise<RunningRelay> {
  const relay = await startRelay({ host: '127.0.0.1', port })
  cleanups.push(() => relay.close())
  return relay
}

async function walletOn(relayUrl: string): Promise<WalletConnectWallet> {
  const wallet = await createWalletClient({
    relayUrl,
    metadata: testMetadata('Test wallet'),
    requestQueueDelay: 0,
  })
  cleanups.push(() => wallet.close())
  return wallet
}

function sessionOn(relayUrl: string, storage = memoryStorage()) {
  const pairing = createPairingController()
  const session = createWalletConnectSession({
    relayUrl,
    metadata: testMetadata('Test dapp'),
    storage,
    pairing,
    retryInterval: 100,
  })
  session.addNamespace('eip155', requested.eip155!)
  const events: WalletConnectSessionEvent[] = []
  session.subscribe((event) => events.push(event))
  cleanups.push(async () => (await session.load().catch(() => undefined))?.close())
  const states: PairingState[] = []
  pairing.store.subscribe((state) => states.push(state))
  return { session, pairing, events, states, storage }
}

const uriOf = (state: PairingState) => state.uri ?? ''

describe('createWalletConnectSession (docs/rules/states.md pairing and session protocol, limits.md pairing expiry)', () => {
  it('shows a URI, connects when the wallet approves, routes requests, restores after a reload and ends on wallet disconnect', async () => {
    const relay = await relayOn()
    const wallet = await walletOn(relay.url)
    wallet.on('session_proposal', ({ id }) =>
      wallet.approve({ id, namespaces: granted }).catch(() => undefined),
    )
    wallet.on('session_request', ({ id, topic, params }) => {
      wallet
        .respond({ topic, response: { id, result: `signed:${String(params.request.method)}` } })
        .catch(() => undefined)
    })
    const { session, pairing, events, storage } = sessionOn(relay.url)

    const connecting = session.connect()
    expect(session.connect()).toBe(connecting)
    await waitUntil(() => pairing.store.getState().status === 'ready')
    const { uri, expiry } = pairing.store.getState()
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(expiry! - Date.now() / 1000).toBeGreaterThan(230)
    await wallet.pair({ uri: uri! })
    const approved = await connecting
    expect(session.current?.topic).toBe(approved.topic)
    expect(events[0]).toMatchObject({ type: 'connect' })

    await expect(
      session.request({ chainId: 'eip155:1', method: 'personal_sign', params: ['0x01', '0x02'] }),
    ).resolves.toBe('signed:personal_sign')

    const reloaded = sessionOn(relay.url, storage)
    await reloaded.session.load()
    expect(reloaded.session.current?.topic).toBe(approved.topic)

    await wallet.emit({
      topic: approved.topic,
      chainId: 'eip155:1',
      event: { name: 'accountsChanged', data: ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'] },
    })
    await waitUntil(() => reloaded.events.some((event) => event.type === 'event'))
    expect(reloaded.events.find((event) => event.type === 'event')).toMatchObject({
      name: 'accountsChanged',
      chainId: 'eip155:1',
    })

    await wallet.disconnect({ topic: approved.topic })
    await waitUntil(() => events.some((event) => event.type === 'disconnect'))
    expect(session.current).toBeUndefined()
    await expect(session.request({ chainId: 'eip155:1', method: 'personal_sign' })).rejects.toThrow(
      'No WalletConnect session',
    )
  })

  it('reports a declined proposal as rejected', async () => {
    const relay = await relayOn()
    const wallet = await walletOn(relay.url)
    wallet.on('session_proposal', ({ id }) =>
      wallet.reject({ id, reason: { code: 5000, message: 'User rejected.' } }).catch(() => undefined),
    )
    const { session, pairing } = sessionOn(relay.url)
    const connecting = session.connect()
    await waitUntil(() => pairing.store.getState().status === 'ready')
    await wallet.pair({ uri: uriOf(pairing.store.getState()) })
    await expect(connecting).rejects.toMatchObject({ code: 5000 })
    expect(pairing.store.getState().status).toBe('rejected')
  })

  it('replaces the URI when 10 s or less remain, and a wallet with the new URI connects', async () => {
    const relay = await relayOn()
    const wallet = await walletOn(relay.url)
    wallet.on('session_proposal', ({ id }) =>
      wallet.approve({ id, namespaces: granted }).catch(() => undefined),
    )
    const { session, pairing } = sessionOn(relay.url)
    const connecting = session.connect()
    await waitUntil(() => pairing.store.getState().status === 'ready')
    const first = pairing.store.getState()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((first.expiry! - 10) * 1000)
    await waitUntil(() => pairing.store.getState().uri !== first.uri)
    const second = pairing.store.getState()
    expect(second.status).toBe('ready')
    expect(second.expiry).toBeGreaterThan(first.expiry!)
    vi.useRealTimers()
    await wallet.pair({ uri: uriOf(second) })
    await expect(connecting).resolves.toMatchObject({ acknowledged: true })
  })

  it('shows a relay error while the relay is down and a URI once it is back', async () => {
    const relay = await relayOn()
    const { port, url } = relay
    await relay.close()
    const { session, pairing } = sessionOn(url)
    const connecting = session.connect()
    await waitUntil(() => pairing.store.getState().status === 'error')
    expect(pairing.store.getState().error?.message).toBe('The WalletConnect relay cannot be reached')
    const back = await relayOn(port)
    await waitUntil(() => pairing.store.getState().status === 'ready', 10_000)
    const wallet = await walletOn(back.url)
    wallet.on('session_proposal', ({ id }) =>
      wallet.approve({ id, namespaces: granted }).catch(() => undefined),
    )
    await wallet.pair({ uri: uriOf(pairing.store.getState()) })
    await expect(connecting).resolves.toMatchObject({ acknowledged: true })
  })

  it('stops pairing when the visitor gives it up (the modal closed)', async () => {
    const relay = await relayOn()
    const { session, pairing } = sessionOn(relay.url)
    const connecting = session.connect()
    await waitUntil(() => pairing.store.getState().status === 'ready')
    pairing.reset()
    await expect(connecting).rejects.toThrow('Modal closed')
    expect(pairing.store.getState().uri).toBeUndefined()
  })
})
