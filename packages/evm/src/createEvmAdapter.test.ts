// @vitest-environment happy-dom
import {
  type AdapterContext,
  type AdapterEventMap,
  ConnectionRejectedError,
  createMemoryStorage,
  type KeyValueStorage,
} from '@portico/core'
import { createDevnetChain, DEV_ACCOUNTS, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import { announceProvider, createDevWallet, type DevWallet } from '@portico/devnet/wallet'
import { createConfig, createStorage, getConnection, http, injected } from '@wagmi/core'
import { numberToHex, verifyMessage, verifyTypedData } from 'viem'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from './createEvmAdapter.ts'
import { toCaipNetwork } from './networks/toCaipNetwork.ts'
import { EVM_CACHE_KEYS } from './storage/keys.ts'

const DEV_WALLET_ID = 'dev.portico.wallet'

type Recorded = {
  [E in keyof AdapterEventMap]: { event: E; payload: AdapterEventMap[E] }
}[keyof AdapterEventMap]

function createContext(storage: KeyValueStorage = createMemoryStorage()) {
  const events: Recorded[] = []
  const context: AdapterContext = {
    emit: (event, payload) => events.push({ event, payload } as Recorded),
    storage,
    apiUrl: 'http://127.0.0.1:1',
    projectId: 'test',
  }
  return { context, events }
}

function walletStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
}

describe('EVM adapter against anvil with the dev wallet (SPEC §3, §4, §8; DESIGN §2)', () => {
  const urls = inject('devnetUrls')
  const devnet = {
    urls,
    chains: [
      createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: urls[DEVNET_A_CHAIN_ID] }),
      createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: urls[DEVNET_B_CHAIN_ID] }),
    ] as const,
  }
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    delete (window as { ethereum?: unknown }).ethereum
  })

  function networks() {
    return devnet.chains.map((chain) => toCaipNetwork(chain, { apiUrl: 'http://127.0.0.1:1' }))
  }

  function installWallet(options: Parameters<typeof createDevWallet>[0] = {}): DevWallet {
    const wallet = createDevWallet({
      chains: devnet.chains,
      autoApprove: true,
      storage: walletStorage(),
      ...options,
    })
    cleanups.push(announceProvider({ provider: wallet.provider, target: window }))
    return wallet
  }

  function setupAdapter(
    storage?: KeyValueStorage,
    adapter: EvmAdapter = createEvmAdapter({ networks: networks() }),
  ) {
    const { context, events } = createContext(storage)
    cleanups.push(adapter.setup(context))
    return { adapter, events, storage: context.storage }
  }

  it('lists the announced dev wallet (ANNOUNCED, rdns id) and the window.ethereum connector (INJECTED)', () => {
    installWallet()
    const { adapter, events } = setupAdapter()
    const connectors = adapter.getConnectors()
    expect(connectors.find((connector) => connector.id === DEV_WALLET_ID)).toMatchObject({
      name: 'Portico Dev Wallet',
      type: 'ANNOUNCED',
      rdns: DEV_WALLET_ID,
      chain: 'eip155',
      installed: true,
    })
    expect(connectors.find((connector) => connector.id === 'injected')).toMatchObject({
      type: 'INJECTED',
      name: 'Browser Wallet',
      installed: false,
    })
    expect(events[0]?.event).toBe('connectorsChanged')
  })

  it('connects, signs (personal_sign and eth_signTypedData_v4, verified with viem) and persists', async () => {
    installWallet()
    const { adapter, storage } = setupAdapter()
    const connection = await adapter.connect({ connectorId: DEV_WALLET_ID })
    const address = DEV_ACCOUNTS[0].address
    expect(connection).toMatchObject({ connectorId: DEV_WALLET_ID, chainId: DEVNET_A_CHAIN_ID })
    expect(connection.accounts[0]?.address).toBe(address)
    expect(adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('connected')
    expect(JSON.parse(storage.getItem(EVM_CACHE_KEYS.connections) ?? '[]')).toEqual([
      {
        connectorId: DEV_WALLET_ID,
        accounts: DEV_ACCOUNTS.map((account) => account.address),
        chainId: 31337,
      },
    ])
    expect(storage.getItem(EVM_CACHE_KEYS.activeNetwork)).toBe('eip155:31337')

    const message = 'Welcome to Portico'
    const signature = await adapter.signMessage({ connectorId: DEV_WALLET_ID, address, message })
    expect(await verifyMessage({ address, message, signature: signature as `0x${string}` })).toBe(true)

    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: DEVNET_A_CHAIN_ID },
      types: { Login: [{ name: 'nonce', type: 'uint256' }] },
      primaryType: 'Login',
      message: { nonce: 7n },
    } as const
    const typedSignature = await adapter.request?.({
      connectorId: DEV_WALLET_ID,
      method: 'eth_signTypedData_v4',
      params: [
        address,
        JSON.stringify(typedData, (_key, value) => (typeof value === 'bigint' ? value.toString() : value)),
      ],
    })
    expect(await verifyTypedData({ address, signature: typedSignature as `0x${string}`, ...typedData })).toBe(
      true,
    )

    const balance = await adapter.getBalance({ address, caipNetwork: networks()[1]! })
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.value)).toBeGreaterThan(10_000)
    expect(await adapter.getCapabilities?.({ connectorId: DEV_WALLET_ID, address })).toHaveProperty(
      numberToHex(DEVNET_B_CHAIN_ID),
    )
  })

  it('switches network with wallet_switchEthereumChain and reports chainChanged', async () => {
    const wallet = installWallet()
    const { adapter, events, storage } = setupAdapter()
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const [, devnetB] = networks()
    await adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: devnetB! })
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(adapter.getConnections()[0]).toMatchObject({ chainId: DEVNET_B_CHAIN_ID, status: 'connected' })
    expect(events).toContainEqual({
      event: 'chainChanged',
      payload: { connectorId: DEV_WALLET_ID, chainId: DEVNET_B_CHAIN_ID },
    })
    expect(storage.getItem(EVM_CACHE_KEYS.activeNetwork)).toBe('eip155:31338')
  })

  it('an unknown chain answers 4902, then wallet_addEthereumChain and switch', async () => {
    const wallet = installWallet({ chains: [devnet.chains[0]] })
    const { adapter } = setupAdapter()
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const unknown = await wallet.provider
      .request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
      })
      .catch((error: { code: number }) => error.code)
    expect(unknown).toBe(4902)
    await adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks()[1]! })
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(adapter.getConnections()[0]?.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it("a rejected connection (4001) is 'Connection rejected' (SPEC §8)", async () => {
    installWallet({ autoApprove: 'reject' })
    const { adapter } = setupAdapter()
    const error = await adapter.connect({ connectorId: DEV_WALLET_ID }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect((error as ConnectionRejectedError).code).toBe(4001)
    expect(adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('disconnected')
  })

  it('reconnects from persisted state after a reload, on the same chain', async () => {
    const appStorage = createMemoryStorage()
    const persistedWallet = walletStorage()
    installWallet({ storage: persistedWallet })
    const first = setupAdapter(appStorage)
    await first.adapter.connect({ connectorId: DEV_WALLET_ID })
    await first.adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks()[1]! })
    for (const cleanup of cleanups.splice(0)) cleanup()

    // A reload: a new wallet instance (same extension storage) and a new adapter on the same app storage.
    installWallet({ storage: persistedWallet })
    const second = setupAdapter(appStorage)
    expect(second.adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('disconnected')
    const connection = await second.adapter.reconnect({ connectorId: DEV_WALLET_ID })
    expect(connection).toMatchObject({ connectorId: DEV_WALLET_ID, chainId: DEVNET_B_CHAIN_ID })
    expect(connection?.accounts[0]?.address).toBe(DEV_ACCOUNTS[0].address)
    expect(second.adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('connected')
  })

  it('reconnect waits for a wallet that announces itself after the page scripts', async () => {
    const appStorage = createMemoryStorage()
    const persistedWallet = walletStorage()
    installWallet({ storage: persistedWallet })
    const first = setupAdapter(appStorage)
    await first.adapter.connect({ connectorId: DEV_WALLET_ID })
    for (const cleanup of cleanups.splice(0)) cleanup()

    const second = setupAdapter(appStorage)
    const reconnecting = second.adapter.reconnect({ connectorId: DEV_WALLET_ID })
    setTimeout(() => installWallet({ storage: persistedWallet }), 50)
    expect((await reconnecting)?.accounts[0]?.address).toBe(DEV_ACCOUNTS[0].address)
  })

  it('after disconnect nothing reconnects and the wallet answers no accounts', async () => {
    const appStorage = createMemoryStorage()
    const persistedWallet = walletStorage()
    const wallet = installWallet({ storage: persistedWallet })
    const first = setupAdapter(appStorage)
    await first.adapter.connect({ connectorId: DEV_WALLET_ID })
    await first.adapter.disconnect({ connectorId: DEV_WALLET_ID })
    expect(first.adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('disconnected')
    expect(appStorage.getItem(EVM_CACHE_KEYS.connections)).toBeNull()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    for (const cleanup of cleanups.splice(0)) cleanup()

    installWallet({ storage: persistedWallet })
    const second = setupAdapter(appStorage)
    expect(await second.adapter.reconnect({ connectorId: DEV_WALLET_ID })).toBeUndefined()
  })

  it('keeps several connections: one connected, the others active; switching and disconnecting (SPEC §4)', async () => {
    installWallet()
    const legacy = createDevWallet({ chains: devnet.chains, autoApprove: true, storage: walletStorage() })
    legacy.selectAccount(1)
    ;(window as { ethereum?: unknown }).ethereum = legacy.provider
    const { adapter, events } = setupAdapter()
    expect(adapter.getConnectors().find((connector) => connector.id === 'injected')?.installed).toBe(true)

    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const second = await adapter.connect({ connectorId: 'injected' })
    expect(second.accounts[0]?.address).toBe(DEV_ACCOUNTS[1].address)
    expect(adapter.getConnectionStatus('injected')).toBe('connected')
    expect(adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('active')

    const back = await adapter.connect({ connectorId: DEV_WALLET_ID })
    expect(back.accounts[0]?.address).toBe(DEV_ACCOUNTS[0].address)
    expect(adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('connected')
    expect(adapter.getConnectionStatus('injected')).toBe('active')

    legacy.selectAccount(3)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(events).toContainEqual({
      event: 'accountsChanged',
      payload: {
        connectorId: 'injected',
        accounts: expect.arrayContaining([{ address: DEV_ACCOUNTS[3].address, type: 'eoa' }]),
      },
    })

    await adapter.disconnect({ connectorId: DEV_WALLET_ID })
    expect(adapter.getConnectionStatus(DEV_WALLET_ID)).toBe('disconnected')
    expect(adapter.getConnectionStatus('injected')).toBe('connected')
    expect(events).toContainEqual({ event: 'disconnected', payload: { connectorId: DEV_WALLET_ID } })
  })

  it("uses a dapp's own wagmi config, so its wagmi state (and hooks) see the connection", async () => {
    installWallet()
    const [chainA, chainB] = devnet.chains
    const wagmiConfig = createConfig({
      chains: [chainA, chainB],
      connectors: [injected()],
      storage: createStorage({ storage: walletStorage() }),
      transports: { [chainA.id]: http(), [chainB.id]: http() },
    })
    const adapter = createEvmAdapter({ wagmiConfig })
    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    setupAdapter(undefined, adapter)
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const wagmiConnection = getConnection(wagmiConfig)
    expect(wagmiConnection.status).toBe('connected')
    expect(wagmiConnection.address).toBe(DEV_ACCOUNTS[0].address)
    expect(wagmiConnection.connector?.id).toBe(DEV_WALLET_ID)
  })
})
