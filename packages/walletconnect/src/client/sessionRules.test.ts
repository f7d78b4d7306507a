import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseCaipAddress } from '@portico/core'
import type { RunningRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { WC_TIMING } from '../constants.ts'
import { ProtocolError } from '../errors/protocol.ts'
import { PeerRpcError } from '../errors/request.ts'
import { getSessionAccounts } from '../protocol/caip.ts'
import { nowSeconds } from '../protocol/uri.ts'
import { fileStorage } from '../storage/fileStorage.ts'
import { memoryStorage } from '../storage/memoryStorage.ts'
import { connectedPair, evmAccount, granted, requested } from '../testing/pair.ts'
import { startTestRelay, testMetadata, waitUntil } from '../testing/relay.ts'
import { createWalletClient, type WalletConnectWallet } from '../wallet/wallet.ts'
import { createWalletConnectClient, type WalletConnectClient } from './dapp.ts'

let relay: RunningRelay
const open: { close(): Promise<void> }[] = []
beforeAll(async () => {
  relay = await startTestRelay()
})
afterEach(async () => {
  vi.useRealTimers()
  await Promise.all(open.splice(0).map((client) => client.close()))
})
afterAll(async () => {
  await relay.close()
})

async function pair(options: Parameters<typeof connectedPair>[1] = {}) {
  const result = await connectedPair(relay.url, options)
  open.push(result.dapp, result.wallet)
  return result
}

async function dappClient(storage = memoryStorage()): Promise<WalletConnectClient> {
  const client = await createWalletConnectClient({
    relayUrl: relay.url,
    metadata: testMetadata('Rule dapp'),
    storage,
  })
  open.push(client)
  return client
}

async function walletClient(requestQueueDelay = 0): Promise<WalletConnectWallet> {
  const client = await createWalletClient({
    relayUrl: relay.url,
    metadata: testMetadata('Rule wallet'),
    requestQueueDelay,
  })
  open.push(client)
  return client
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (error: unknown) => error,
  )
}

/** Fakes the clock (Date) and the heartbeat's setInterval; relay I/O keeps real timeouts. */
function fakeClock() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
}

describe('pairing (docs/rules/states.md, limits.md)', () => {
  it('is inactive with a 4-minute expiry, then active once a session is settled', async () => {
    const dapp = await dappClient()
    const wallet = await walletClient()
    wallet.once('session_proposal', ({ id }) => {
      wallet.approve({ id, namespaces: granted }).catch(() => undefined)
    })
    const { uri, approval, pairingTopic, pairingExpiry } = await dapp.connect({ namespaces: requested })
    expect(pairingExpiry - nowSeconds()).toBeGreaterThanOrEqual(WC_TIMING.pairingExpirySeconds - 1)
    expect(pairingExpiry - nowSeconds()).toBeLessThanOrEqual(WC_TIMING.pairingExpirySeconds)
    expect(dapp.engine.pairings.get(pairingTopic)?.active).toBe(false)
    await wallet.pair({ uri: uri ?? '' })
    expect(wallet.engine.pairings.get(pairingTopic)?.active).toBe(false)
    await approval()
    expect(dapp.engine.pairings.get(pairingTopic)).toMatchObject({
      active: true,
      peerMetadata: { name: 'Rule wallet' },
    })
    expect(wallet.engine.pairings.get(pairingTopic)).toMatchObject({
      active: true,
      peerMetadata: { name: 'Rule dapp' },
    })
  })

  it('is deleted when it expires after 4 minutes (heartbeat every 5 s)', async () => {
    fakeClock()
    const dapp = await dappClient()
    const expired: string[] = []
    dapp.on('pairing_expire', ({ topic }) => expired.push(topic))
    const { pairingTopic, pairingExpiry } = await dapp.connect({ namespaces: requested })
    vi.advanceTimersByTime((WC_TIMING.pairingExpirySeconds - 15) * 1000)
    expect(dapp.isPairingExpired(pairingExpiry)).toBe(false)
    vi.advanceTimersByTime(5_000)
    expect(dapp.isPairingExpired(pairingExpiry)).toBe(true)
    expect(dapp.engine.pairings.has(pairingTopic)).toBe(true)
    vi.advanceTimersByTime(15_000)
    await waitUntil(() => expired.length > 0)
    expect(expired).toEqual([pairingTopic])
    expect(dapp.engine.pairings.has(pairingTopic)).toBe(false)
    expect(dapp.engine.keychain.has(pairingTopic)).toBe(false)
    expect(dapp.engine.recentlyDeleted.has(pairingTopic)).toBe(true)
  })

  it('is deleted on disconnect, on both sides', async () => {
    const { dapp, wallet, pairingTopic } = await pair()
    const deleted = new Promise((resolve) => wallet.once('pairing_delete', resolve))
    await dapp.disconnect({ topic: pairingTopic })
    expect(await deleted).toEqual({ topic: pairingTopic })
    expect(dapp.engine.pairings.has(pairingTopic)).toBe(false)
    expect(wallet.engine.pairings.has(pairingTopic)).toBe(false)
  })

  it('refuses an expired URI (EXPIRED) and a deleted pairing topic (NO_MATCHING_KEY)', async () => {
    const dapp = await dappClient()
    const wallet = await walletClient()
    const { uri = '', pairingTopic } = await dapp.connect({ namespaces: requested })
    const stale = uri.replace(/expiryTimestamp=\d+/, `expiryTimestamp=${nowSeconds() - 1}`)
    expect(await rejection(wallet.pair({ uri: stale }))).toMatchObject({ kind: 'Expired' })
    wallet.engine.recentlyDeleted.add(pairingTopic)
    expect(await rejection(wallet.pair({ uri }))).toMatchObject({ kind: 'NoMatchingKey' })
  })
})

describe('session lifecycle (docs/rules/entities.md, states.md)', () => {
  it('settles a session record with topic, expiry, namespaces, peer and self, acknowledged, transportType', async () => {
    const { dapp, wallet, topic } = await pair()
    const session = dapp.engine.sessions.get(topic)
    expect(session).toMatchObject({
      topic,
      acknowledged: true,
      namespaces: granted,
      transportType: 'relay',
      self: { metadata: { name: 'Test dapp' } },
      peer: { metadata: { name: 'Test wallet' } },
    })
    expect(session?.expiry).toBe(wallet.engine.sessions.get(topic)?.expiry)
    expect(wallet.engine.sessions.get(topic)).toMatchObject({
      acknowledged: true,
      controller: session?.controller,
    })
  })

  it('spans several namespaces in one session (eip155, solana, bip122)', async () => {
    const dapp = await dappClient()
    const wallet = await walletClient()
    const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bitcoinChain = 'bip122:000000000019d6689c085ae165831e93'
    const namespaces = {
      ...granted,
      solana: {
        chains: [solanaChain],
        accounts: [`${solanaChain}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`],
        methods: ['solana_signMessage'],
        events: [],
      },
      bip122: {
        chains: [bitcoinChain],
        accounts: [`${bitcoinChain}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`],
        methods: ['signMessage'],
        events: [],
      },
    }
    wallet.once('session_proposal', ({ id }) => {
      wallet.approve({ id, namespaces }).catch(() => undefined)
    })
    wallet.on('session_request', ({ id, topic, params }) => {
      wallet
        .respond({ topic, response: { id, result: `${params.chainId}:${params.request.method}` } })
        .catch(() => undefined)
    })
    const { uri, approval } = await dapp.connect({
      namespaces: {
        ...requested,
        solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] },
        bip122: { chains: [bitcoinChain], methods: ['signMessage'], events: [] },
      },
    })
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    expect(Object.keys(session.namespaces).sort()).toEqual(['bip122', 'eip155', 'solana'])
    expect(getSessionAccounts(session).map(({ namespace, address }) => `${namespace}:${address}`)).toEqual([
      `eip155:${parseCaipAddress(evmAccount).address}`,
      'solana:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
      'bip122:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    ])
    const ask = (chainId: string, method: string) =>
      dapp.request({ topic: session.topic, chainId, request: { method } })
    expect(await ask(solanaChain, 'solana_signMessage')).toBe(`${solanaChain}:solana_signMessage`)
    expect(await ask(bitcoinChain, 'signMessage')).toBe(`${bitcoinChain}:signMessage`)
    expect(await ask('eip155:1', 'personal_sign')).toBe('eip155:1:personal_sign')
  })

  it('a rejected proposal rejects approval() with the reason; a reason needs a numeric code and a string message', async () => {
    const dapp = await dappClient()
    const wallet = await walletClient()
    const proposals: string[] = []
    wallet.on('session_proposal', ({ id }) => proposals.push(id))
    const { uri, approval } = await dapp.connect({ namespaces: requested })
    await wallet.pair({ uri: uri ?? '' })
    await waitUntil(() => proposals.length === 1)
    const id = proposals[0] ?? ''
    expect(await rejection(wallet.reject({ id, reason: { code: 'no', message: 1 } as never }))).toMatchObject(
      {
        kind: 'MissingOrInvalid',
      },
    )
    await wallet.reject({ id })
    const error = await rejection(approval())
    expect(error).toBeInstanceOf(PeerRpcError)
    expect(error).toMatchObject({ code: 5000, shortMessage: 'User rejected.' })
    expect(dapp.engine.proposals.has(id)).toBe(false)
  })

  it('approve() must grant the required namespaces (UNSUPPORTED_CHAINS)', async () => {
    const dapp = await dappClient()
    const wallet = await walletClient()
    const proposals: string[] = []
    wallet.on('session_proposal', ({ id }) => proposals.push(id))
    const { uri } = await dapp.connect({ requiredNamespaces: requested })
    await wallet.pair({ uri: uri ?? '' })
    await waitUntil(() => proposals.length === 1)
    const otherChain = {
      eip155: {
        chains: ['eip155:10'],
        accounts: ['eip155:10:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged'],
      },
    }
    const error = await rejection(wallet.approve({ id: proposals[0] ?? '', namespaces: otherChain }))
    expect(error).toBeInstanceOf(ProtocolError)
    expect(error).toMatchObject({ kind: 'UnsupportedChains', code: 5100 })
  })

  it('expires on both sides when its expiry passes, and its keys go with it', async () => {
    fakeClock()
    const { dapp, wallet, topic } = await pair()
    const expired: string[] = []
    dapp.on('session_expire', ({ topic }) => expired.push(`dapp:${topic}`))
    wallet.on('session_expire', ({ topic }) => expired.push(`wallet:${topic}`))
    // A week passes at once, then one heartbeat runs the expiry check; stepping through a week of
    // intervals would take seconds of CPU.
    vi.setSystemTime(Date.now() + WC_TIMING.sessionExpirySeconds * 1000)
    vi.advanceTimersByTime(WC_TIMING.heartbeatInterval)
    await waitUntil(() => expired.length === 2)
    expect(expired.sort()).toEqual([`dapp:${topic}`, `wallet:${topic}`])
    expect(dapp.engine.sessions.has(topic)).toBe(false)
    expect(dapp.engine.keychain.has(topic)).toBe(false)
    expect(
      await rejection(dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })),
    ).toMatchObject({
      kind: 'NoMatchingKey',
    })
  })

  it('items whose keys are missing are cleaned up when the client loads', async () => {
    const storage = memoryStorage()
    const { dapp, topic } = await pair({ dappStorage: storage })
    await dapp.close()
    await dapp.engine.keychain.delete(topic)
    const reloaded = await dappClient(storage)
    expect(reloaded.getSessions()).toEqual([])
  })

  it('survives a reload: a restored dapp session (file storage) keeps working', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portico-wc-'))
    try {
      const path = join(directory, 'dapp.json')
      const { dapp, wallet, topic } = await pair({ dappStorage: fileStorage(path) })
      wallet.on('session_request', ({ id, topic }) => {
        wallet.respond({ topic, response: { id, result: 'after reload' } }).catch(() => undefined)
      })
      await dapp.close()
      const restored = await dappClient(fileStorage(path))
      expect(restored.getSessions().map((session) => session.topic)).toEqual([topic])
      expect(
        await restored.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } }),
      ).toBe('after reload')
      const deleted = new Promise((resolve) => wallet.once('session_delete', resolve))
      await restored.disconnect({ topic })
      await deleted
      await restored.close()
    } finally {
      await rm(directory, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    }
  })

  it('survives a wallet restart: an unanswered request is handed out again and answered (file storage)', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'portico-wc-'))
    try {
      const path = join(directory, 'wallet.json')
      const { dapp, wallet, topic } = await pair({ walletStorage: fileStorage(path) })
      const received = new Promise((resolve) => wallet.once('session_request', resolve))
      const answer = dapp.request({
        topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x01'] },
      })
      await received
      await wallet.close()
      const restarted = await createWalletClient({
        relayUrl: relay.url,
        metadata: testMetadata('Test wallet'),
        storage: fileStorage(path),
        requestQueueDelay: 0,
      })
      open.push(restarted)
      restarted.once('session_request', ({ id, topic, params }) => {
        restarted.respond({ topic, response: { id, result: params.request.params } }).catch(() => undefined)
      })
      expect(await answer).toEqual(['0x01'])
      await restarted.close()
      await dapp.close()
    } finally {
      await rm(directory, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    }
  })

  it('a deleted topic is remembered and rejected', async () => {
    const { dapp, wallet, topic } = await pair()
    const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect({ topic })
    expect(await deleted).toEqual({ topic, reason: { code: 6000, message: 'User disconnected.' } })
    for (const side of [dapp.engine, wallet.engine]) {
      expect(side.recentlyDeleted.has(topic)).toBe(true)
      expect(() => side.getSession(topic, 'test')).toThrow(/deleted/)
    }
    expect(
      await rejection(dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })),
    ).toMatchObject({
      kind: 'NoMatchingKey',
    })
  })

  it('defaults to the local relay, and to the public relay when only a projectId is given', async () => {
    const { WalletConnectClient } = await import('./dapp.ts')
    const metadata = testMetadata('Defaults')
    expect(new WalletConnectClient({ metadata }).engine.relayUrl).toBe('ws://127.0.0.1:8787/relay')
    expect(new WalletConnectClient({ metadata, projectId: 'p' }).engine.relayUrl).toBe(
      'wss://relay.walletconnect.org',
    )
    expect(new WalletConnectClient({ metadata, projectId: 'p', relayUrl: relay.url }).engine.relayUrl).toBe(
      relay.url,
    )
  })

  it('NotInitialized before init()', async () => {
    const { WalletConnectClient } = await import('./dapp.ts')
    const client = new WalletConnectClient({ relayUrl: relay.url, metadata: testMetadata('Not started') })
    expect(await rejection(client.connect({ namespaces: requested }))).toMatchObject({
      kind: 'NotInitialized',
      code: 1,
    })
  })
})

describe('session messages (docs/rules/states.md, api.md)', () => {
  it('processes requests one at a time, with a delay between session requests', async () => {
    const delay = 300
    const { dapp, wallet, topic } = await pair({ requestQueueDelay: delay })
    const log: { id: string; at: number; kind: 'emitted' | 'answered' }[] = []
    let active = 0
    let maxActive = 0
    wallet.on('session_request', ({ id, topic }) => {
      active++
      maxActive = Math.max(maxActive, active)
      log.push({ id, at: performance.now(), kind: 'emitted' })
      setTimeout(() => {
        active--
        log.push({ id, at: performance.now(), kind: 'answered' })
        wallet.respond({ topic, response: { id, result: id } }).catch(() => undefined)
      }, 20)
    })
    const ask = () => dapp.request({ topic, chainId: 'eip155:1', request: { method: 'personal_sign' } })
    const results = await Promise.all([ask(), ask(), ask()])
    expect(new Set(results).size).toBe(3)
    expect(maxActive).toBe(1)
    const emitted = log.filter((entry) => entry.kind === 'emitted')
    const answered = log.filter((entry) => entry.kind === 'answered')
    for (let index = 1; index < emitted.length; index++) {
      expect((emitted[index]?.at ?? 0) - (answered[index - 1]?.at ?? 0)).toBeGreaterThanOrEqual(delay - 5)
    }
  })

  it('answers wc_sessionPing after 500 ms', async () => {
    const { dapp, wallet, topic } = await pair()
    const pinged = new Promise((resolve) => wallet.once('session_ping', resolve))
    const start = performance.now()
    await dapp.ping({ topic })
    expect(performance.now() - start).toBeGreaterThanOrEqual(WC_TIMING.pingResponseDelay - 5)
    expect(await pinged).toMatchObject({ topic })
  })

  it('wc_sessionUpdate, wc_sessionExtend and wc_sessionEvent reach the dapp; only permitted events go out', async () => {
    const { dapp, wallet, topic } = await pair()
    const namespaces = {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [evmAccount, evmAccount.replace('eip155:1:', 'eip155:10:')],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['accountsChanged', 'chainChanged'],
      },
    }
    const updated = new Promise((resolve) => dapp.once('session_update', resolve))
    const update = await wallet.update({ topic, namespaces })
    await update.acknowledged()
    expect(await updated).toEqual({ topic, namespaces })
    expect(dapp.engine.sessions.get(topic)?.namespaces).toEqual(namespaces)

    const before = dapp.engine.sessions.get(topic)?.expiry ?? 0
    const extended = new Promise<{ expiry: number }>((resolve) => dapp.once('session_extend', resolve))
    const { expiry, acknowledged } = await wallet.extend({ topic })
    await acknowledged()
    expect((await extended).expiry).toBe(expiry)
    expect(expiry).toBeGreaterThanOrEqual(before)

    const event = new Promise((resolve) => dapp.once('session_event', resolve))
    await wallet.emit({ topic, chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } })
    expect(await event).toMatchObject({
      topic,
      params: { chainId: 'eip155:10', event: { name: 'chainChanged', data: 10 } },
    })
    expect(
      await rejection(wallet.emit({ topic, chainId: 'eip155:1', event: { name: 'disconnect', data: null } })),
    ).toMatchObject({
      kind: 'UnauthorizedEvent',
    })
  })

  it('protocol errors are answered to the peer with an error response', async () => {
    const { dapp, wallet, topic } = await pair()
    const raw = async (
      method: Parameters<typeof dapp.engine.sendRequest>[1],
      params: unknown,
      from = dapp.engine,
    ) => {
      const { result } = await from.sendRequest(topic, method, params)
      return rejection(result)
    }
    expect(
      await raw('wc_sessionRequest', { request: { method: 'eth_sign', params: [] }, chainId: 'eip155:1' }),
    ).toMatchObject({
      code: 3001,
    })
    expect(
      await raw('wc_sessionRequest', {
        request: { method: 'personal_sign', params: [] },
        chainId: 'eip155:137',
      }),
    ).toMatchObject({
      code: 3005,
    })
    expect(
      await raw('wc_sessionRequest', {
        request: { method: 'personal_sign', params: [], expiryTimestamp: nowSeconds() - 1 },
        chainId: 'eip155:1',
      }),
    ).toMatchObject({ code: 8000 })
    expect(await raw('wc_sessionUpdate', { namespaces: granted })).toMatchObject({ code: 10001 })
    expect(
      await raw(
        'wc_sessionUpdate',
        { namespaces: { eip155: { accounts: ['bad'], methods: [], events: [] } } },
        wallet.engine,
      ),
    ).toMatchObject({
      code: 1003,
    })
    expect(
      await raw('wc_sessionExtend', { expiry: nowSeconds() + 365 * 86_400 }, wallet.engine),
    ).toMatchObject({ code: 1004 })
    expect(
      await raw(
        'wc_sessionEvent',
        { event: { name: 'unknown', data: 1 }, chainId: 'eip155:1' },
        wallet.engine,
      ),
    ).toMatchObject({
      code: 3002,
    })
    expect(await raw('wc_sessionDelete', { code: 'x' })).toMatchObject({ code: 5 })
  })

  it('an update older than the last one applied is rejected (INVALID_UPDATE_REQUEST)', async () => {
    const { dapp, wallet, topic } = await pair()
    const newer = await wallet.engine.sendRequest(topic, 'wc_sessionUpdate', { namespaces: granted })
    await newer.result
    const older = (BigInt(newer.id) - 1n).toString()
    const stale = await wallet.engine.sendRequest(
      topic,
      'wc_sessionUpdate',
      { namespaces: granted },
      { id: older },
    )
    expect(await rejection(stale.result)).toMatchObject({ code: 1003 })
    expect(dapp.engine.sessions.get(topic)?.namespaces).toEqual(granted)
  })
})
