import type { AddressInfo } from 'node:net'
import {
  type CaipNetwork,
  connect,
  createMemoryStorage,
  createPortico,
  getWalletFeatures,
  switchNetwork,
  TIMING,
  type TokenBalance,
  toCaipNetworkId,
} from '@portico/core'
import {
  createDevnetChain,
  DEV_ACCOUNTS,
  DEVNET_A_CHAIN_ID,
  DEVNET_B_CHAIN_ID,
  DEVNET_CONTRACT_ADDRESSES,
  type DevAccount,
  getDevnetServerConfig,
  type StartDevnetReturnType,
  startDevnet,
} from '@portico/devnet'
import { createDevWallet } from '@portico/devnet/wallet'
import { blockchainOptionsFromConfig, createServer, MEMORY_DATA_DIR } from '@portico/server'
import { injected } from '@wagmi/core'
import type { FastifyInstance } from 'fastify'
import { createPublicClient, erc20Abi, http } from 'viem'
import { simulateContract } from 'viem/actions'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.ts'
import { toCaipNetwork } from './networks/toCaipNetwork.ts'
import { ERC20_TRANSFER_ABI, USDT_TRANSFER_ABI } from './transfer/erc20.ts'

const WALLET_ID = 'dev.portico.wallet'
const [sender, , , receiver] = DEV_ACCOUNTS as unknown as [DevAccount, DevAccount, DevAccount, DevAccount]
const { pusd, usdt } = DEVNET_CONTRACT_ADDRESSES

describe('balances and send against anvil and the real server (docs/rules/entities.md, states.md, validation.md, api.md, errors.md)', () => {
  let devnet: StartDevnetReturnType
  let app: FastifyInstance
  let apiUrl: string
  const cleanups: (() => void)[] = []

  beforeAll(async () => {
    devnet = await startDevnet({ ports: { [DEVNET_A_CHAIN_ID]: 0, [DEVNET_B_CHAIN_ID]: 0 } })
    app = await createServer({
      dataDir: MEMORY_DATA_DIR,
      logger: false,
      directoryRefreshMs: 0,
      blockchain: {
        ...blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
        balanceCacheMs: 60_000,
      },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    // wagmi's injected connector looks for `window`; the dev wallet itself runs in Node. Stubbed after
    // the server started, whose embedded database would otherwise take Node for a browser.
    vi.stubGlobal('window', globalThis)
  }, 90_000)

  afterAll(async () => {
    vi.unstubAllGlobals()
    await app?.close()
    await devnet?.stop()
  })

  afterEach(() => {
    vi.useRealTimers()
    for (const cleanup of cleanups.splice(0)) cleanup()
  })

  function chains() {
    return [
      createDevnetChain({ chainId: DEVNET_A_CHAIN_ID, rpcUrl: devnet.urls[DEVNET_A_CHAIN_ID]! }),
      createDevnetChain({ chainId: DEVNET_B_CHAIN_ID, rpcUrl: devnet.urls[DEVNET_B_CHAIN_ID]! }),
    ] as const
  }

  /** A connected instance: the dev wallet reached through wagmi's injected connector (no DOM). */
  async function connected(options: { api?: string; extraUsdt?: boolean } = {}) {
    const wallet = createDevWallet({ chains: chains(), autoApprove: true, storage: createMemoryStorage() })
    const networks = chains().map((chain) => toCaipNetwork(chain))
    const adapter = createEvmAdapter({
      networks,
      usdtContracts: options.extraUsdt === false ? [] : [usdt],
      multiInjectedProviderDiscovery: false,
      connectors: [
        injected({
          target: { id: WALLET_ID, name: 'Portico Dev Wallet', provider: wallet.provider as never },
        }),
      ],
    })
    const portico = createPortico(
      {
        networks,
        adapters: [adapter],
        apiUrl: options.api ?? apiUrl,
        analytics: false,
      },
      { storage: createMemoryStorage() },
    )
    cleanups.push(portico.mount())
    await connect(portico, { connectorId: WALLET_ID })
    return { portico, wallet, networks, adapter, features: getWalletFeatures(portico) }
  }

  const bySymbol = (tokens: readonly TokenBalance[]) =>
    Object.fromEntries(tokens.map((token) => [token.symbol, token]))

  it('lists ETH, PUSD, PDAI, USDT and USDC with their decimals on both chains, sorted by value', async () => {
    const { portico, features, networks } = await connected()
    for (const network of networks) {
      await switchNetwork(portico, { caipNetwork: network })
      const tokens = await features.balances.fetch()
      const symbols = bySymbol(tokens)
      expect(Object.keys(symbols).sort()).toEqual(['ETH', 'PDAI', 'PUSD', 'USDC', 'USDT'])
      expect(symbols.ETH!.quantity.decimals).toBe('18')
      expect(symbols.PUSD).toMatchObject({ quantity: { decimals: '6' }, chainId: network.caipNetworkId })
      expect(symbols.PDAI!.quantity.decimals).toBe('18')
      expect(symbols.USDT!.quantity.decimals).toBe('6')
      expect(symbols.PUSD!.address).toBe(`${network.caipNetworkId}:${pusd}`)
      expect(symbols.ETH!.address).toBeUndefined()
      const values = tokens.map((token) => token.value)
      expect(values).toEqual([...values].sort((a, b) => b - a))
      expect(features.balances.store.getState().tokenBalances).toEqual(tokens)
    }
  })

  it('asks the wallet first; the dev wallet’s wallet_getAssets lacks price and iconUrl, so the API answers', async () => {
    const { portico, adapter, features } = await connected()
    const capabilities = await adapter.getCapabilities({ connectorId: WALLET_ID, address: sender.address })
    expect(capabilities['0x7a69']).toMatchObject({ assetDiscovery: { supported: true } })
    const getWalletAssets = vi.spyOn(adapter, 'getWalletAssets')
    const tokens = await features.balances.fetch()
    expect(getWalletAssets).toHaveBeenCalledOnce()
    await expect(getWalletAssets.mock.results[0]?.value).resolves.toBeUndefined()
    // The API's answer carries prices and icons, which the wallet's does not have.
    expect(bySymbol(tokens).PUSD!.iconUrl).toMatch(/^(http|data:)/)
    expect(bySymbol(tokens).ETH!.price).toBeGreaterThan(0)
    expect(portico.toast.store.getState().open).toBe(false)
  })

  it('sends 1.5 PUSD: loading during the send, events, reset, forced refresh, Account replaces the flow', async () => {
    const { portico, features } = await connected()
    const before = bySymbol(await features.balances.fetch()).PUSD!
    const events: { event: string; properties: unknown }[] = []
    portico.events.store.subscribe(({ lastEvent }) => {
      if (lastEvent && events.at(-1) !== lastEvent) events.push(lastEvent)
    })
    portico.router.push('Account')
    portico.router.push('WalletSend')
    portico.router.push('WalletSendPreview')
    const { send } = features
    send.setToken(before)
    send.setAmount('1.5')
    await send.setReceiver(receiver.address)
    expect(await send.fetchNetworkFee()).toBeGreaterThan(0n)
    const loading: boolean[] = []
    const unsubscribe = send.store.subscribe((state) => loading.push(state.loading))
    const hash = await send.send()
    unsubscribe()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(loading[0]).toBe(true)
    const sendProperties = { accountType: 'eoa', token: 'PUSD', amount: '1.5', network: 'eip155:31337' }
    expect(events.filter(({ event }) => event.startsWith('SEND_'))).toEqual([
      { event: 'SEND_INITIATED', properties: sendProperties, timestamp: expect.any(Number) },
      { event: 'SEND_SUCCESS', properties: sendProperties, timestamp: expect.any(Number) },
    ])
    expect(send.store.getState()).toMatchObject({
      loading: false,
      token: undefined,
      sendTokenAmount: undefined,
    })
    const after = bySymbol(features.balances.store.getState().tokenBalances).PUSD!
    expect(Number(before.quantity.numeric) - Number(after.quantity.numeric)).toBe(1.5)
    expect(portico.router.store.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
    const client = createPublicClient({ transport: http(devnet.urls[DEVNET_A_CHAIN_ID]) })
    const received = await client.readContract({
      address: pusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver.address],
    })
    expect(received).toBe(10_001_500_000n)
  })

  it('sends the USDT-style token with the no-return ABI; the plain ERC20 ABI fails for it', async () => {
    const { portico, features, networks } = await connected()
    await switchNetwork(portico, { caipNetwork: networks[1]! })
    const usdtBalance = bySymbol(await features.balances.fetch()).USDT!
    const client = createPublicClient({ transport: http(devnet.urls[DEVNET_B_CHAIN_ID]) })
    const transfer = { address: usdt, functionName: 'transfer', args: [receiver.address, 1n] } as const
    await expect(
      simulateContract(client, { ...transfer, abi: ERC20_TRANSFER_ABI, account: sender.address }),
    ).rejects.toThrow(/returned no data|decode/i)
    await expect(
      simulateContract(client, { ...transfer, abi: USDT_TRANSFER_ABI, account: sender.address }),
    ).resolves.toBeDefined()
    features.send.setToken(usdtBalance)
    features.send.setAmount('0.1')
    await features.send.setReceiver(receiver.address)
    await features.send.send()
    const after = bySymbol(features.balances.store.getState().tokenBalances).USDT!
    expect(Number(usdtBalance.quantity.numeric) - Number(after.quantity.numeric)).toBeCloseTo(0.1, 9)
    const received = await client.readContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [receiver.address],
    })
    expect(received).toBe(2_500_100_000n)
  })

  it('without the USDT-style entry the standard ABI is chosen and the send fails before signing', async () => {
    const { portico, features, networks } = await connected({ extraUsdt: false })
    await switchNetwork(portico, { caipNetwork: networks[1]! })
    const usdtBalance = bySymbol(await features.balances.fetch()).USDT!
    features.send.setToken(usdtBalance)
    features.send.setAmount('0.1')
    await features.send.setReceiver(receiver.address)
    await expect(features.send.send()).rejects.toThrow(/returned no data|decode/i)
    expect(features.send.store.getState().loading).toBe(false)
  })

  it('sends 0.1 ETH natively (18 decimals, exact)', async () => {
    const { features } = await connected()
    const client = createPublicClient({ transport: http(devnet.urls[DEVNET_A_CHAIN_ID]) })
    const start = await client.getBalance({ address: receiver.address })
    features.send.setToken(bySymbol(await features.balances.fetch()).ETH)
    features.send.setAmount('0.1')
    await features.send.setReceiver(receiver.address)
    await features.send.send()
    expect((await client.getBalance({ address: receiver.address })) - start).toBe(100_000_000_000_000_000n)
  })

  it('refuses sends with docs/rules/errors.md messages, in docs/rules/validation.md order', async () => {
    const { features } = await connected()
    const { send } = features
    const eth = bySymbol(await features.balances.fetch()).ETH!
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
    send.setAmount('1')
    await expect(send.send()).rejects.toThrow('An amount and receiver address are required')
    await send.setReceiver(receiver.address)
    await expect(send.send()).rejects.toThrow('A token is required')
    send.setToken({ ...eth, address: '' as never })
    await expect(send.send()).rejects.toThrow('SendController:sendERC20Token - tokenAddress is required')
    send.setToken(eth)
    send.setAmount('0.0000000000000000001')
    await expect(send.send()).rejects.toThrow('Enter a valid amount')
    expect(send.store.getState().loading).toBe(false)
  })

  it('a send on a namespace without an adapter that can send fails with Unsupported chain', async () => {
    const solana: CaipNetwork = {
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      caipNetworkId: toCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      chainNamespace: 'solana',
      name: 'Solana',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    }
    const { portico, features } = await connected()
    features.send.setToken(bySymbol(await features.balances.fetch()).ETH)
    features.send.setAmount('1')
    await features.send.setReceiver(receiver.address)
    portico.networks.setActive(solana)
    await expect(features.send.send()).rejects.toThrow('Unsupported chain')
    portico.networks.setActive({
      ...solana,
      chainNamespace: 'bip122',
      caipNetworkId: toCaipNetworkId('bip122:000000000019d6689c085ae165831e93'),
    } as never)
    await expect(features.send.send()).rejects.toThrow('Unsupported chain')
  })

  it('a failed balance request shows Token Balance Unavailable and refuses retries for 30 s (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { portico, features, networks } = await connected()
    const getJson = vi.spyOn(portico.api, 'getJson')
    const unsupported = { ...networks[0]!, id: 999, caipNetworkId: toCaipNetworkId('eip155:999') }
    portico.networks.setActive(unsupported)
    expect(await features.balances.fetch()).toEqual([])
    expect(portico.toast.store.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    portico.networks.setActive(networks[0]!)
    const calls = getJson.mock.calls.length
    vi.advanceTimersByTime(TIMING.balanceRetryCooldownMs - 1)
    expect(await features.balances.fetch()).toEqual([])
    expect(features.balances.store.getState().tokenBalances).toEqual([])
    expect(getJson.mock.calls.length).toBe(calls)
    vi.advanceTimersByTime(1)
    expect((await features.balances.fetch()).length).toBeGreaterThan(0)
  })

  it('an unreachable API is a balance failure too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { portico, features } = await connected({ api: 'http://127.0.0.1:9' })
    expect(await features.balances.fetch()).toEqual([])
    expect(portico.toast.store.getState().message).toBe('Token Balance Unavailable')
    expect(features.balances.store.getState().lastRetry).toBe(Date.now())
  })
})
