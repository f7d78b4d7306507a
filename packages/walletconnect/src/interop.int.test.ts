import { randomUUID } from 'node:crypto'
import type { RunningRelay } from '@portico/relay'
import { officialMemoryStorage } from '@portico/testing/walletconnect'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { SignClient } from '@walletconnect/sign-client'
import {
  type Address,
  createPublicClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletConnectClient } from './client/dapp.ts'
import type { Cacao } from './protocol/types.ts'
import { startAnvil } from './testing/anvil.ts'
import { anvilChain, createEvmSigner } from './testing/evmSigner.ts'
import { startTestRelay, testMetadata } from './testing/relay.ts'
import { buildApprovedNamespaces } from './wallet/namespaces.ts'
import { createWalletClient } from './wallet/wallet.ts'

const chainId = 'eip155:31337'
const methods = ['personal_sign', 'eth_sendTransaction']
const events = ['accountsChanged', 'chainChanged']
const recipient: Hex = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

let relay: RunningRelay
let anvil: { rpcUrl: string; stop(): Promise<void> }
beforeAll(async () => {
  ;[relay, anvil] = await Promise.all([startTestRelay(), startAnvil()])
}, 30_000)
afterAll(async () => {
  await Promise.all([relay?.close(), anvil?.stop()])
})

/** What the dapp side checks in every flow: a verified personal_sign and a mined eth_sendTransaction. */
async function exercise(request: (method: string, params: unknown[]) => Promise<unknown>, address: Hex) {
  const message = stringToHex(`Sign in to Portico ${randomUUID()}`)
  const signature = (await request('personal_sign', [message, address])) as Hex
  expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)

  const hash = (await request('eth_sendTransaction', [
    { from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` },
  ])) as Hex
  const publicClient = createPublicClient({
    chain: anvilChain(anvil.rpcUrl),
    transport: http(anvil.rpcUrl, { retryCount: 0 }),
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase())
}

describe('interop through @portico/relay (docs/rules/api.md session protocol over a relay)', () => {
  it('our dapp ↔ @reown/walletkit 1.2.9: pair, approve, personal_sign, eth_sendTransaction on anvil, event, update, extend, ping, delete', async () => {
    const signer = createEvmSigner(anvil.rpcUrl)
    const dapp = await createWalletConnectClient({
      relayUrl: relay.url,
      metadata: testMetadata('Portico dapp'),
    })
    const core = new Core({
      relayUrl: relay.url,
      projectId: 'portico-walletconnect-test',
      customStoragePrefix: `walletkit-${randomUUID()}`,
      storage: officialMemoryStorage(),
      logger: 'error',
      telemetryEnabled: false,
    } as ConstructorParameters<typeof Core>[0])
    const wallet = await WalletKit.init({ core, metadata: testMetadata('WalletKit wallet') })
    try {
      wallet.on('session_proposal', async ({ id, params }) => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: { chains: [chainId], methods, events, accounts: [signer.caipAccount] },
          },
        })
        await wallet.approveSession({ id, namespaces })
      })
      wallet.on('session_request', async ({ id, topic, params }) => {
        const result = await signer.handle(params.request.method, params.request.params)
        await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
      })
      const deleted = new Promise<string>((resolve) =>
        wallet.on('session_delete', ({ topic }) => resolve(topic)),
      )

      const { uri, approval } = await dapp.connect({
        namespaces: { eip155: { chains: [chainId], methods, events } },
      })
      await wallet.pair({ uri: uri ?? '' })
      const session = await approval()
      expect(session.namespaces.eip155?.accounts).toEqual([signer.caipAccount])
      expect(session.peer.metadata.name).toBe('WalletKit wallet')

      await exercise(
        (method, params) => dapp.request({ topic: session.topic, chainId, request: { method, params } }),
        signer.account.address,
      )

      const event = new Promise((resolve) => dapp.once('session_event', resolve))
      await wallet.emitSessionEvent({
        topic: session.topic,
        chainId,
        event: { name: 'chainChanged', data: 31_337 },
      })
      expect(await event).toMatchObject({
        params: { chainId, event: { name: 'chainChanged', data: 31_337 } },
      })
      const updated = new Promise((resolve) => dapp.once('session_update', resolve))
      const namespaces = { eip155: { ...session.namespaces.eip155, methods: ['personal_sign'] } }
      await wallet.updateSession({
        topic: session.topic,
        namespaces: namespaces as typeof session.namespaces,
      })
      expect(await updated).toMatchObject({
        topic: session.topic,
        namespaces: { eip155: { methods: ['personal_sign'] } },
      })
      const extended = new Promise((resolve) => dapp.once('session_extend', resolve))
      await wallet.extendSession({ topic: session.topic })
      expect(await extended).toMatchObject({ topic: session.topic })
      await dapp.ping({ topic: session.topic })

      await dapp.disconnect({ topic: session.topic })
      expect(await deleted).toBe(session.topic)
    } finally {
      await dapp.close()
      await core.relayer.transportClose()
    }
  }, 30_000)

  it('@walletconnect/sign-client 2.21.8 dapp ↔ our wallet: pair, approve, personal_sign, eth_sendTransaction on anvil, event, update, extend, ping, delete', async () => {
    const signer = createEvmSigner(anvil.rpcUrl)
    const dapp = await SignClient.init({
      relayUrl: relay.url,
      projectId: 'portico-walletconnect-test',
      customStoragePrefix: `sign-client-${randomUUID()}`,
      storage: officialMemoryStorage(),
      logger: 'error',
      telemetryEnabled: false,
      metadata: testMetadata('SignClient dapp'),
    } as Parameters<typeof SignClient.init>[0])
    const wallet = await createWalletClient({ relayUrl: relay.url, metadata: testMetadata('Portico wallet') })
    try {
      wallet.on('session_proposal', ({ id, params }) => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: { chains: [chainId], methods, events, accounts: [signer.caipAccount] },
          },
        })
        wallet.approve({ id, namespaces }).catch(() => undefined)
      })
      wallet.on('session_request', async ({ id, topic, params }) => {
        const result = await signer.handle(params.request.method, params.request.params)
        await wallet.respond({ topic, response: { id, result } })
      })
      const deleted = new Promise<string>((resolve) =>
        dapp.on('session_delete', ({ topic }) => resolve(topic)),
      )

      const { uri, approval } = await dapp.connect({
        optionalNamespaces: { eip155: { chains: [chainId], methods, events } },
      })
      await wallet.pair({ uri: uri ?? '' })
      const session = await approval()
      expect(session.namespaces.eip155?.accounts).toEqual([signer.caipAccount])
      expect(session.peer.metadata.name).toBe('Portico wallet')
      await expect.poll(() => wallet.engine.sessions.get(session.topic)?.acknowledged).toBe(true)

      await exercise(
        (method, params) => dapp.request({ topic: session.topic, chainId, request: { method, params } }),
        signer.account.address,
      )

      const event = new Promise((resolve) => dapp.once('session_event', resolve))
      await wallet.emit({
        topic: session.topic,
        chainId,
        event: { name: 'accountsChanged', data: [signer.account.address] },
      })
      expect(await event).toMatchObject({ params: { chainId, event: { name: 'accountsChanged' } } })
      const updated = new Promise((resolve) => dapp.once('session_update', resolve))
      const namespaces = {
        eip155: { chains: [chainId], accounts: [signer.caipAccount], methods: ['personal_sign'], events },
      }
      await (await wallet.update({ topic: session.topic, namespaces })).acknowledged()
      expect(await updated).toMatchObject({ topic: session.topic, params: { namespaces } })
      const extended = new Promise((resolve) => dapp.once('session_extend', resolve))
      await (await wallet.extend({ topic: session.topic })).acknowledged()
      expect(await extended).toMatchObject({ topic: session.topic })
      await dapp.ping({ topic: session.topic })
      await wallet.ping({ topic: session.topic })

      await wallet.disconnect({ topic: session.topic })
      expect(await deleted).toBe(session.topic)
    } finally {
      await wallet.close()
      await dapp.core.relayer.transportClose()
    }
  }, 30_000)

  it('our dapp ↔ our wallet: pair, approve, personal_sign, eth_sendTransaction on anvil, delete', async () => {
    const signer = createEvmSigner(anvil.rpcUrl)
    const dapp = await createWalletConnectClient({
      relayUrl: relay.url,
      metadata: testMetadata('Portico dapp'),
    })
    const wallet = await createWalletClient({ relayUrl: relay.url, metadata: testMetadata('Portico wallet') })
    try {
      wallet.on('session_proposal', ({ id, params }) => {
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: { chains: [chainId], methods, events, accounts: [signer.caipAccount] },
          },
        })
        wallet.approve({ id, namespaces }).catch(() => undefined)
      })
      wallet.on('session_request', async ({ id, topic, params }) => {
        const result = await signer.handle(params.request.method, params.request.params)
        await wallet.respond({ topic, response: { id, result } })
      })
      const deleted = new Promise<string>((resolve) =>
        wallet.on('session_delete', ({ topic }) => resolve(topic)),
      )

      const { uri, approval } = await dapp.connect({
        namespaces: { eip155: { chains: [chainId], methods, events } },
      })
      await wallet.pair({ uri: uri ?? '' })
      const session = await approval()
      expect(session.namespaces.eip155?.accounts).toEqual([signer.caipAccount])

      await exercise(
        (method, params) => dapp.request({ topic: session.topic, chainId, request: { method, params } }),
        signer.account.address,
      )
      await dapp.disconnect({ topic: session.topic })
      expect(await deleted).toBe(session.topic)
    } finally {
      await dapp.close()
      await wallet.close()
    }
  }, 30_000)

  it('our dapp authenticate() ↔ @reown/walletkit 1.2.9: the wallet signs its own SIWE text, we verify it and share a session', async () => {
    const signer = createEvmSigner(anvil.rpcUrl)
    const dapp = await createWalletConnectClient({
      relayUrl: relay.url,
      metadata: testMetadata('Portico dapp'),
    })
    const core = new Core({
      relayUrl: relay.url,
      projectId: 'portico-walletconnect-test',
      customStoragePrefix: `walletkit-${randomUUID()}`,
      storage: officialMemoryStorage(),
      logger: 'error',
      telemetryEnabled: false,
    } as ConstructorParameters<typeof Core>[0])
    const wallet = await WalletKit.init({ core, metadata: testMetadata('WalletKit wallet') })
    try {
      wallet.on('session_authenticate', async ({ id, params }) => {
        const iss = `did:pkh:${chainId}:${signer.account.address}`
        const { chains: _chains, type: _type, ...fields } = params.authPayload
        const payload = { ...fields, iss } as Cacao['p']
        const message = wallet.formatAuthMessage({ request: params.authPayload, iss })
        const signature = await signer.account.signMessage({ message })
        const auths = [{ h: { t: 'caip122' }, p: payload, s: { t: 'eip191', s: signature } }]
        await wallet.approveSessionAuthenticate({ id, auths: auths as never })
      })
      wallet.on('session_request', async ({ id, topic, params }) => {
        const result = await signer.handle(params.request.method, params.request.params)
        await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
      })
      const { uri, response } = await dapp.authenticate({
        chains: [chainId],
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1/login',
        nonce: randomUUID().replaceAll('-', ''),
        statement: 'Sign in to Portico',
        methods,
        verifyMessage: ({ address, message, signature }) =>
          verifyMessage({ address: address as Address, message, signature: signature as Hex }),
      })
      await wallet.pair({ uri })
      const { session } = await response()
      expect(session.namespaces.eip155?.accounts).toEqual([signer.caipAccount])
      expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])
      await exercise(
        (method, params) => dapp.request({ topic: session.topic, chainId, request: { method, params } }),
        signer.account.address,
      )
      const deleted = new Promise<string>((resolve) =>
        wallet.on('session_delete', ({ topic }) => resolve(topic)),
      )
      await dapp.disconnect({ topic: session.topic })
      expect(await deleted).toBe(session.topic)
    } finally {
      await dapp.close()
      await core.relayer.transportClose()
    }
  }, 30_000)
})
