import { randomUUID } from 'node:crypto'
import {
  type CaipNetwork,
  ConnectionRejectedError,
  connect,
  createMemoryStorage,
  createPortico,
  disconnect,
  type Portico,
  signMessage,
  switchNetwork,
  WALLET_CONNECT_CONNECTOR_ID,
} from '@portico/core'
import { createDevnetChain, DEV_ACCOUNTS, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import { type RunningRelay, startRelay } from '@portico/relay'
import { officialMemoryStorage } from '@portico/testing/walletconnect'
import { buildApprovedNamespaces } from '@portico/walletconnect/wallet'
import { WalletKit } from '@reown/walletkit'
import { Core } from '@walletconnect/core'
import { createPublicClient, createWalletClient, type Hex, http, parseEther, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'

const [owner] = DEV_ACCOUNTS
const account = privateKeyToAccount(owner.privateKey)
const metadata = (name: string) => ({ name, description: name, url: 'http://127.0.0.1', icons: [] })

let relay: RunningRelay
beforeAll(async () => {
  relay = await startRelay({ host: '127.0.0.1', port: 0 })
})
afterAll(async () => {
  await relay?.close()
})

const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until(check: () => boolean, timeout = 10_000) {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('until timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function devnet() {
  const urls = inject('devnetUrls')
  const chains = [
    createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: urls[DEVNET_A_CHAIN_ID] }),
    createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: urls[DEVNET_B_CHAIN_ID] }),
  ] as const
  const networks: CaipNetwork[] = chains.map((chain) =>
    toCaipNetwork(chain, { apiUrl: 'http://127.0.0.1:1' }),
  )
  return { chains, networks }
}

/** A Portico instance as the modal uses it: the EVM adapter with WalletConnect on the test relay. */
function instance(networks: CaipNetwork[]): Portico {
  const portico = createPortico(
    {
      networks,
      apiUrl: inject('apiUrl'),
      relayUrl: relay.url,
      analytics: false,
      metadata: metadata('Portico test dapp'),
      adapters: [createEvmAdapter({ networks, walletConnect: true })],
    },
    { storage: createMemoryStorage() },
  )
  cleanups.push(portico.mount())
  return portico
}

/** The official wallet SDK (Apache-2.0 release), signing with the devnet's dev account. */
async function walletKit(chains: ReturnType<typeof devnet>['chains'], options: { reject?: boolean } = {}) {
  const core = new Core({
    relayUrl: relay.url,
    projectId: 'portico-evm-walletconnect-test',
    customStoragePrefix: `walletkit-${randomUUID()}`,
    storage: officialMemoryStorage(),
    logger: 'error',
    telemetryEnabled: false,
  } as ConstructorParameters<typeof Core>[0])
  const wallet = await WalletKit.init({ core, metadata: metadata('WalletKit wallet') })
  cleanups.push(() => core.relayer.transportClose().catch(() => undefined))
  const caipChains = chains.map((chain) => `eip155:${chain.id}`)
  wallet.on('session_proposal', async ({ id, params }) => {
    if (options.reject) {
      await wallet.rejectSession({ id, reason: { code: 5000, message: 'User rejected.' } })
      return
    }
    const namespaces = buildApprovedNamespaces({
      proposal: params,
      supportedNamespaces: {
        eip155: {
          chains: caipChains,
          methods: ['personal_sign', 'eth_sendTransaction'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: caipChains.map((chain) => `${chain}:${account.address}`),
        },
      },
    })
    await wallet.approveSession({ id, namespaces })
  })
  wallet.on('session_request', async ({ id, topic, params }) => {
    const { method, params: args } = params.request as { method: string; params: unknown[] }
    const chain = chains.find((candidate) => `eip155:${candidate.id}` === params.chainId)!
    const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
    const result =
      method === 'personal_sign'
        ? await account.signMessage({ message: { raw: args[0] as Hex } })
        : await client.sendTransaction(args[0] as Parameters<typeof client.sendTransaction>[0])
    await wallet.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } })
  })
  return wallet
}

describe('the WalletConnect connector with @reown/walletkit 1.2.9 (docs/rules/entities.md connector, states.md session protocol, api.md)', () => {
  it('pairs with the URI the modal shows, connects, signs, follows wallet chain changes and the wallet’s disconnect', async () => {
    const { chains, networks } = devnet()
    const portico = instance(networks)
    await until(() => portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID) !== undefined)
    expect(portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID)).toMatchObject({
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chains: ['eip155'],
    })
    const wallet = await walletKit(chains)

    const connecting = connect(portico, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await until(() => portico.pairing.store.getState().status === 'ready')
    await wallet.pair({ uri: portico.pairing.store.getState().uri! })
    const connection = await connecting
    expect(connection.accounts[0]?.address).toBe(account.address)
    expect(portico.account.store.getState()).toMatchObject({ status: 'connected', address: account.address })
    // The account names the wallet that approved the session, not the WalletConnect connector.
    expect(portico.account.store.getState().connectedWalletInfo?.name).toBe('WalletKit wallet')

    const message = `Sign in to Portico ${randomUUID()}`
    const signature = (await signMessage(portico, { message })) as Hex
    expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)

    const [session] = Object.values(wallet.getActiveSessions())
    await wallet.emitSessionEvent({
      topic: session!.topic,
      chainId: `eip155:${DEVNET_B_CHAIN_ID}`,
      event: { name: 'chainChanged', data: DEVNET_B_CHAIN_ID },
    })
    await until(() => portico.networks.store.getState().caipNetwork?.id === DEVNET_B_CHAIN_ID)

    await switchNetwork(portico, { caipNetwork: networks[0]! })
    expect(portico.account.store.getState().caipAddress).toBe(
      `eip155:${DEVNET_A_CHAIN_ID}:${account.address}`,
    )
    const publicClient = createPublicClient({
      chain: chains[0],
      transport: http(chains[0].rpcUrls.default.http[0]),
    })
    const adapter = portico.connections.adapterFor('eip155')!
    const hash = await adapter.transfer({
      connectorId: WALLET_CONNECT_CONNECTOR_ID,
      address: account.address,
      caipNetwork: networks[0]!,
      to: DEV_ACCOUNTS[1].address,
      amount: parseEther('0.01'),
    })
    expect((await publicClient.getTransactionReceipt({ hash: hash as Hex })).status).toBe('success')

    await wallet.disconnectSession({
      topic: session!.topic,
      reason: { code: 6000, message: 'User disconnected.' },
    })
    await until(() => portico.account.store.getState().status === 'disconnected')
  })

  it('maps a declined proposal to Connection rejected and shows it in the pairing store', async () => {
    const { chains, networks } = devnet()
    const portico = instance(networks)
    await until(() => portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID) !== undefined)
    const wallet = await walletKit(chains, { reject: true })
    const connecting = connect(portico, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await until(() => portico.pairing.store.getState().status === 'ready')
    await wallet.pair({ uri: portico.pairing.store.getState().uri! })
    await expect(connecting).rejects.toBeInstanceOf(ConnectionRejectedError)
    expect(portico.pairing.store.getState().status).toBe('rejected')
  })

  it('disconnects from the dapp side and tells the wallet', async () => {
    const { chains, networks } = devnet()
    const portico = instance(networks)
    await until(() => portico.connectors.getConnector(WALLET_CONNECT_CONNECTOR_ID) !== undefined)
    const wallet = await walletKit(chains)
    const deleted = new Promise<string>((resolve) =>
      wallet.on('session_delete', ({ topic }) => resolve(topic)),
    )
    const connecting = connect(portico, { connectorId: WALLET_CONNECT_CONNECTOR_ID })
    await until(() => portico.pairing.store.getState().status === 'ready')
    await wallet.pair({ uri: portico.pairing.store.getState().uri! })
    await connecting
    const [session] = Object.values(wallet.getActiveSessions())
    await disconnect(portico)
    expect(await deleted).toBe(session!.topic)
    expect(portico.account.store.getState().status).toBe('disconnected')
  })
})
