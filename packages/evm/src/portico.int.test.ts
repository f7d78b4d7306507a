// @vitest-environment happy-dom
import {
  CONNECTIONS_CACHE_KEY,
  ConnectionRejectedError,
  connect,
  createMemoryStorage,
  createPortico,
  disconnect,
  estimateSend,
  getBalances,
  getConnections,
  lazyAdapter,
  type Portico,
  sendToken,
  switchConnection,
  switchNetwork,
} from '@portico/core'
import { DEV_ACCOUNTS, DEVNET_B_CHAIN_ID } from '@portico/devnet'
import { createDevWallet } from '@portico/devnet/wallet'
import { type Address, createPublicClient, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createHarness, DEV_WALLET_ID } from '../test/createHarness.ts'

const [first, second, , fourth] = DEV_ACCOUNTS

async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 100 && !check(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 20))
  expect(check()).toBe(true)
}

describe('the EVM adapter behind core’s actions (docs/architecture.md; docs/rules/entities.md, states.md, errors.md)', () => {
  const harness = createHarness()
  const { networks, installWallet, walletStorage } = harness
  const apiUrl = inject('apiUrl')
  const cleanups: (() => void)[] = []
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup()
    harness.cleanup()
  })

  /** A Portico instance with the adapter loaded lazily, as a dapp sets it up; `mount` restores connections. */
  function instance(storage = createMemoryStorage()): Portico {
    const adapter = lazyAdapter({
      namespace: 'eip155',
      networks,
      load: async () => (await import('./createEvmAdapter.ts')).createEvmAdapter({ networks }),
    })
    const portico = createPortico({ networks, adapters: [adapter], apiUrl, analytics: false }, { storage })
    cleanups.push(portico.mount())
    // What the first intent does for adapters, without the instance's other API calls.
    void adapter.preload?.()
    return portico
  }

  const account = (portico: Portico) => portico.account.store.getState()
  const hasConnector = (portico: Portico, id: string) => () =>
    portico.connectors.getConnector(id) !== undefined

  it('connects, switches network and, after a reload, core’s reconnect restores the connection', async () => {
    const extension = walletStorage()
    const appStorage = createMemoryStorage()
    const wallet = installWallet({ storage: extension })
    const before = instance(appStorage)
    await until(hasConnector(before, DEV_WALLET_ID))
    await connect(before, { connectorId: DEV_WALLET_ID })
    expect(account(before)).toMatchObject({ status: 'connected', address: first.address })
    await switchNetwork(before, { caipNetwork: networks[1] })
    expect(wallet.chainId).toBe(DEVNET_B_CHAIN_ID)
    expect(before.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(JSON.parse(appStorage.getItem(CONNECTIONS_CACHE_KEY) ?? '{}').state).toMatchObject({
      activeNamespace: 'eip155',
      byNamespace: {
        eip155: { activeConnectorId: DEV_WALLET_ID, connections: [{ chainId: DEVNET_B_CHAIN_ID }] },
      },
    })
    for (const cleanup of cleanups.splice(0)) cleanup()
    harness.cleanup()

    installWallet({ storage: extension })
    const after = instance(appStorage)
    await until(() => account(after).status === 'connected')
    expect(account(after).address).toBe(first.address)
    expect(after.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    await until(() => account(after).balanceSymbol === 'ETH')
    expect(Number(account(after).balance)).toBeGreaterThan(10_000)
  })

  it('estimates and sends ETH with the actions, exact to the wei, then disconnects', async () => {
    installWallet()
    const portico = instance()
    await until(hasConnector(portico, DEV_WALLET_ID))
    await connect(portico, { connectorId: DEV_WALLET_ID })
    const eth = (await getBalances(portico)).find((token) => token.symbol === 'ETH')
    expect(eth?.quantity.decimals).toBe('18')
    const to: Address = privateKeyToAccount(generatePrivateKey()).address
    const send = { token: eth, to, amount: '0.25' }
    const estimate = await estimateSend(portico, send)
    expect(estimate?.networkFee).toBeGreaterThan(0n)
    const hash = await sendToken(portico, send)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const client = createPublicClient({ transport: http(networks[0].rpcUrls.default.http[0]) })
    expect(await client.getBalance({ address: to })).toBe(250_000_000_000_000_000n)

    await disconnect(portico)
    expect(account(portico).status).toBe('disconnected')
    expect(portico.environment.storage.getItem(CONNECTIONS_CACHE_KEY)).toBeNull()
  })

  it('several wallets: switchConnection moves the account; a wallet-side account change follows', async () => {
    installWallet()
    const legacy = createDevWallet({ chains: harness.chains, autoApprove: true, storage: walletStorage() })
    legacy.selectAccount(1)
    ;(window as { ethereum?: unknown }).ethereum = legacy.provider
    const portico = instance()
    await until(hasConnector(portico, DEV_WALLET_ID))
    await connect(portico, { connectorId: DEV_WALLET_ID })
    await connect(portico, { connectorId: 'injected' })
    expect(account(portico).address).toBe(second.address)
    expect(getConnections(portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      [DEV_WALLET_ID, 'active'],
      ['injected', 'connected'],
    ])
    await switchConnection(portico, { connectorId: DEV_WALLET_ID })
    expect(account(portico)).toMatchObject({ address: first.address, connectorId: DEV_WALLET_ID })

    await switchConnection(portico, { connectorId: 'injected' })
    legacy.selectAccount(3)
    await until(() => account(portico).address === fourth.address)
  })

  it("a rejected connection is 'Connection rejected' and leaves the account disconnected", async () => {
    installWallet({ autoApprove: 'reject' })
    const portico = instance()
    await until(hasConnector(portico, DEV_WALLET_ID))
    const error = await connect(portico, { connectorId: DEV_WALLET_ID }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect((error as ConnectionRejectedError).shortMessage).toBe('Connection rejected')
    expect(account(portico).status).toBe('disconnected')
  })
})
