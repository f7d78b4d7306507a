// @vitest-environment happy-dom
import {
  type AdapterConnections,
  ConnectionRejectedError,
  createMemoryStorage,
  NetworkNotAddedError,
} from '@portico/core'
import { DEV_ACCOUNTS, DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import { createDevWallet } from '@portico/devnet/wallet'
import { createConfig, createStorage, getConnection, http, injected } from '@wagmi/core'
import { type EIP1193Provider, numberToHex, verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createHarness, DEV_WALLET_ID } from '../test/createHarness.ts'
import { createEvmAdapter } from './createEvmAdapter.ts'

const [first, second, , fourth] = DEV_ACCOUNTS

function tick() {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

describe('EVM adapter against anvil with the dev wallet (docs/rules/entities.md, states.md, errors.md; docs/architecture.md)', () => {
  const harness = createHarness()
  const { networks, installWallet, setupAdapter, walletStorage } = harness
  afterEach(() => harness.cleanup())

  it('lists the announced dev wallet (ANNOUNCED, rdns id) and the window.ethereum connector (INJECTED)', () => {
    installWallet()
    const { events } = setupAdapter()
    expect(events[0]?.event).toBe('connectorsChanged')
    const connectors = events[0]?.event === 'connectorsChanged' ? events[0].payload.connectors : []
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
  })

  it('reports nothing about connections at setup, before anything happened', () => {
    installWallet()
    const { events } = setupAdapter()
    expect(events.some(({ event }) => event === 'connectionsChanged')).toBe(false)
  })

  it('connects, reports the connection, signs, reads balance and capabilities; wagmi keeps no snapshot', async () => {
    installWallet()
    const { adapter, storage, connections, statusOf } = setupAdapter()
    const connection = await adapter.connect({ connectorId: DEV_WALLET_ID })
    expect(connection).toMatchObject({ connectorId: DEV_WALLET_ID, chainId: DEVNET_A_CHAIN_ID })
    expect(connection.accounts[0]).toEqual({ address: first.address, type: 'eoa' })
    expect(connections()).toEqual({ connections: [connection], activeConnectorId: DEV_WALLET_ID })
    expect(statusOf(DEV_WALLET_ID)).toBe('connected')
    expect(storage.getItem('portico:eip155:wagmi.store')).toBeNull()
    expect(storage.getItem('portico:eip155:wagmi.recentConnectorId')).toBe(JSON.stringify(DEV_WALLET_ID))

    const message = 'Welcome to Portico'
    const signature = await adapter.signMessage({
      connectorId: DEV_WALLET_ID,
      address: first.address,
      message,
    })
    expect(
      await verifyMessage({ address: first.address, message, signature: signature as `0x${string}` }),
    ).toBe(true)

    const balance = await adapter.getBalance({ address: first.address, caipNetwork: networks[1] })
    expect(balance.symbol).toBe('ETH')
    expect(Number(balance.value)).toBeGreaterThan(10_000)
    expect(
      await adapter.getCapabilities({ connectorId: DEV_WALLET_ID, address: first.address }),
    ).toHaveProperty(numberToHex(DEVNET_B_CHAIN_ID))
  })

  it('switches network with wallet_switchEthereumChain and reports the new chain', async () => {
    const wallet = installWallet()
    const { adapter, connections } = setupAdapter()
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    await adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks[1] })
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(connections()?.connections[0]).toMatchObject({
      connectorId: DEV_WALLET_ID,
      chainId: DEVNET_B_CHAIN_ID,
    })
  })

  it('an unknown chain answers 4902, then wallet_addEthereumChain and switch', async () => {
    const wallet = installWallet({ chains: [harness.chains[0]] })
    const { adapter, connections } = setupAdapter()
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const unknown = await wallet.provider
      .request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
      })
      .catch((error: { code: number }) => error.code)
    expect(unknown).toBe(4902)
    await adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks[1] })
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(connections()?.connections[0]?.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(await wallet.provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })

  it.each([4200, -32603])(
    'a wallet that cannot add the network (4902, then %i) is NetworkNotAddedError naming it, not a rejection',
    async (code) => {
      const refuseAdd = (provider: EIP1193Provider) =>
        ({
          ...provider,
          request: (async (args: { method: string }) => {
            if (args.method === 'wallet_addEthereumChain')
              throw Object.assign(new Error('Adding networks is not supported'), { code })
            return provider.request(args as never)
          }) as EIP1193Provider['request'],
        }) as EIP1193Provider
      const wallet = installWallet({ chains: [harness.chains[0]], wrap: refuseAdd })
      const switching = setupAdapter()
      await switching.adapter.connect({ connectorId: DEV_WALLET_ID })
      const failure = await switching.adapter
        .switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks[1] })
        .catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(NetworkNotAddedError)
      expect(failure).toMatchObject({
        shortMessage: `The wallet could not add ${networks[1].name}`,
        messageValues: { network: networks[1].name },
        caipNetworkId: networks[1].caipNetworkId,
      })
      expect(wallet.chainId).toBe(harness.chains[0].id)
      harness.cleanup()

      // Connecting on that network (wagmi asks to add it and calls any failure a rejection).
      installWallet({ chains: [harness.chains[0]], wrap: refuseAdd })
      const connecting = setupAdapter()
      const refused = await connecting.adapter
        .connect({ connectorId: DEV_WALLET_ID, caipNetwork: networks[1] })
        .catch((error: unknown) => error)
      expect(refused).toBeInstanceOf(NetworkNotAddedError)
      expect(refused).not.toBeInstanceOf(ConnectionRejectedError)
    },
  )

  it("a rejected connection (4001) is 'Connection rejected' (docs/rules/errors.md) and reports nothing", async () => {
    installWallet({ autoApprove: 'reject' })
    const { adapter, events } = setupAdapter()
    const error = await adapter.connect({ connectorId: DEV_WALLET_ID }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect((error as ConnectionRejectedError).code).toBe(4001)
    expect(events.some(({ event }) => event === 'connectionsChanged')).toBe(false)
  })

  it('reconnects after a reload (new adapter, same storage) on the chain the wallet is on', async () => {
    const appStorage = createMemoryStorage()
    const extension = walletStorage()
    installWallet({ storage: extension })
    const before = setupAdapter({ storage: appStorage })
    await before.adapter.connect({ connectorId: DEV_WALLET_ID })
    await before.adapter.switchNetwork({ connectorId: DEV_WALLET_ID, caipNetwork: networks[1] })
    harness.cleanup()

    installWallet({ storage: extension })
    const after = setupAdapter({ storage: appStorage })
    expect(after.statusOf(DEV_WALLET_ID)).toBe('disconnected')
    const restored = await after.adapter.reconnect({ connectorIds: [DEV_WALLET_ID] })
    expect(restored).toEqual({
      connections: [
        {
          connectorId: DEV_WALLET_ID,
          accounts: DEV_ACCOUNTS.map(({ address }) => ({ address, type: 'eoa' })),
          chainId: DEVNET_B_CHAIN_ID,
        },
      ],
      activeConnectorId: DEV_WALLET_ID,
    })
    expect(after.connections()).toEqual(restored)
  })

  it('reconnect waits for a wallet that announces itself after the page scripts', async () => {
    const appStorage = createMemoryStorage()
    const extension = walletStorage()
    installWallet({ storage: extension })
    const before = setupAdapter({ storage: appStorage })
    await before.adapter.connect({ connectorId: DEV_WALLET_ID })
    harness.cleanup()

    const after = setupAdapter({ storage: appStorage })
    const reconnecting = after.adapter.reconnect({ connectorIds: [DEV_WALLET_ID] })
    setTimeout(() => installWallet({ storage: extension }), 50)
    expect((await reconnecting).connections[0]?.accounts[0]?.address).toBe(first.address)
  })

  it('after disconnect nothing reconnects and the wallet answers no accounts', async () => {
    const appStorage = createMemoryStorage()
    const extension = walletStorage()
    const wallet = installWallet({ storage: extension })
    const before = setupAdapter({ storage: appStorage })
    await before.adapter.connect({ connectorId: DEV_WALLET_ID })
    await before.adapter.disconnect({ connectorId: DEV_WALLET_ID })
    expect(before.connections()).toEqual({ connections: [], activeConnectorId: undefined })
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    harness.cleanup()

    installWallet({ storage: extension })
    const after = setupAdapter({ storage: appStorage })
    expect(await after.adapter.reconnect({ connectorIds: [DEV_WALLET_ID] })).toEqual({
      connections: [],
      activeConnectorId: undefined,
    })
  })

  it('keeps several connections, one connected and the others active; switching; wallet-initiated changes (docs/rules/states.md)', async () => {
    const wallet = installWallet()
    const legacy = createDevWallet({ chains: harness.chains, autoApprove: true, storage: walletStorage() })
    legacy.selectAccount(1)
    ;(window as { ethereum?: unknown }).ethereum = legacy.provider
    const { adapter, events, connections, statusOf } = setupAdapter()

    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const injectedConnection = await adapter.connect({ connectorId: 'injected' })
    expect(injectedConnection.accounts[0]?.address).toBe(second.address)
    expect(statusOf('injected')).toBe('connected')
    expect(statusOf(DEV_WALLET_ID)).toBe('active')

    const back = await adapter.connect({ connectorId: DEV_WALLET_ID })
    expect(back.accounts[0]?.address).toBe(first.address)
    expect(statusOf(DEV_WALLET_ID)).toBe('connected')
    await adapter.switchConnection({ connectorId: 'injected' })
    expect(statusOf('injected')).toBe('connected')
    expect(statusOf(DEV_WALLET_ID)).toBe('active')

    const reports = events.length
    legacy.selectAccount(3)
    await tick()
    const injectedNow = () => connections()?.connections.find(({ connectorId }) => connectorId === 'injected')
    expect(injectedNow()?.accounts[0]?.address).toBe(fourth.address)
    await wallet.provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: numberToHex(DEVNET_B_CHAIN_ID) }],
    })
    await tick()
    const devNow = connections()?.connections.find(({ connectorId }) => connectorId === DEV_WALLET_ID)
    expect(devNow?.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(events.length - reports).toBe(2)

    await adapter.disconnect({ connectorId: 'injected' })
    expect(statusOf('injected')).toBe('disconnected')
    expect(statusOf(DEV_WALLET_ID)).toBe('connected')
  })

  it('reconnects several connections after a reload, the first one given active', async () => {
    const appStorage = createMemoryStorage()
    const extension = walletStorage()
    const legacyStorage = walletStorage()
    const installLegacy = () => {
      const legacy = createDevWallet({ chains: harness.chains, autoApprove: true, storage: legacyStorage })
      ;(window as { ethereum?: unknown }).ethereum = legacy.provider
      return legacy
    }
    installWallet({ storage: extension })
    installLegacy().selectAccount(1)
    const before = setupAdapter({ storage: appStorage })
    await before.adapter.connect({ connectorId: 'injected' })
    await before.adapter.connect({ connectorId: DEV_WALLET_ID })
    harness.cleanup()

    installWallet({ storage: extension })
    installLegacy()
    const after = setupAdapter({ storage: appStorage })
    const restored: AdapterConnections = await after.adapter.reconnect({
      connectorIds: ['injected', DEV_WALLET_ID],
    })
    expect(restored.activeConnectorId).toBe('injected')
    expect(restored.connections.map(({ connectorId }) => connectorId).sort()).toEqual([
      DEV_WALLET_ID,
      'injected',
    ])
    expect(after.connections()).toEqual(restored)
  })

  it("uses a dapp's own wagmi config, so its wagmi state (and hooks) see the connection", async () => {
    installWallet()
    const [chainA, chainB] = harness.chains
    const wagmiConfig = createConfig({
      chains: [chainA, chainB],
      connectors: [injected()],
      storage: createStorage({ storage: walletStorage() }),
      transports: { [chainA.id]: http(), [chainB.id]: http() },
    })
    const adapter = createEvmAdapter({ wagmiConfig })
    expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    setupAdapter({ adapter })
    expect(adapter.wagmiConfig).toBe(wagmiConfig)
    await adapter.connect({ connectorId: DEV_WALLET_ID })
    const wagmiConnection = getConnection(wagmiConfig)
    expect(wagmiConnection.status).toBe('connected')
    expect(wagmiConnection.address).toBe(first.address)
    expect(wagmiConnection.connector?.id).toBe(DEV_WALLET_ID)
  })
})
