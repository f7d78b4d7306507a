import { createMemoryAdapter, TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { startTestServer } from '@portico/testing/core/testServer'
import { useDevnetServer } from '@portico/testing/core/useDevnetServer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connect } from '../actions/connect.ts'
import { switchNetwork } from '../actions/switchNetwork.ts'
import type { ChainAdapter } from '../adapters/types.ts'
import { toCaipAddress } from '../caip/caipAddress.ts'
import { TIMING } from '../constants/timing.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { getWalletFeatures } from './walletFeatures.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const balancePath = `/v1/account/${ADDRESS}/balance`

const token = (symbol: string, value: number, decimals = '18'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: toCaipAddress(`eip155:31337:0x${String(value).padStart(40, '0')}`),
  value,
  price: 1,
  quantity: { decimals, numeric: String(value) },
  iconUrl: '',
})

const testServer = useDevnetServer()
afterEach(() => {
  vi.useRealTimers()
})

async function connected(
  parameters: Parameters<typeof createMemoryAdapter>[0] | undefined = undefined,
  extra: Partial<ChainAdapter> = {},
  apiUrl = testServer().url,
) {
  const wallet = createMemoryAdapter(parameters ?? { address: ADDRESS })
  const adapter: ChainAdapter = { ...wallet.adapter, ...extra }
  const portico = createPortico(
    { apiUrl, adapters: [adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await connect(portico, { connectorId: 'dev' })
  return { portico, balances: getWalletFeatures(portico).balances }
}

const balanceRequests = () => testServer().requests.filter((request) => request.path === balancePath)

describe('balances (docs/rules/states.md Balance, validation.md, errors.md)', () => {
  it('docs/rules/states.md Balance: reads the API on the active network, highest value first', async () => {
    const { balances } = await connected()
    const tokens = await balances.fetch()
    expect(tokens[0]).toMatchObject({ symbol: 'ETH', chainId: 'eip155:31337' })
    expect(tokens[0]!.address).toBeUndefined()
    expect(tokens.map((balance) => balance.symbol)).toEqual(expect.arrayContaining(['ETH', 'PUSD']))
    const values = tokens.map((balance) => balance.value)
    expect(values).toEqual([...values].sort((a, b) => b - a))
    expect(balanceRequests()).toHaveLength(1)
    expect(balanceRequests()[0]!.query.get('chainId')).toBe('eip155:31337')
    expect(balances.store.getState()).toMatchObject({ tokenBalances: tokens, loading: false })
  })

  it("docs/rules/validation.md: the wallet's own token list wins over the API, sorted, without decimals-0 tokens", async () => {
    const { balances } = await connected({
      address: ADDRESS,
      walletAssets: [token('LOW', 1), token('NFTISH', 50, '0'), token('HIGH', 90), token('MID', 10)],
    })
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['HIGH', 'MID', 'LOW'])
    expect(balanceRequests()).toHaveLength(0)
  })

  it('docs/rules/states.md Balance: falls back to the API when the wallet has no list or fails to give one', async () => {
    for (const getWalletAssets of [
      async () => undefined,
      async () => {
        throw new Error('wallet_getAssets failed')
      },
    ]) {
      testServer().requests.length = 0
      const { balances } = await connected(undefined, { getWalletAssets })
      expect((await balances.fetch())[0]?.symbol).toBe('ETH')
      expect(balanceRequests()).toHaveLength(1)
    }
  })

  it("docs/rules/errors.md: after a failure, 'Token Balance Unavailable', an empty list and no request for 30 s", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { portico, balances } = await connected()
    await switchNetwork(portico, { caipNetwork: TEST_NETWORKS[1]! })
    expect(await balances.fetch()).toEqual([])
    expect(portico.toast.store.getState()).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    expect(balanceRequests()).toHaveLength(1)
    vi.advanceTimersByTime(TIMING.balanceRetryCooldownMs - 1)
    expect(await balances.fetch()).toEqual([])
    expect(balanceRequests()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(await balances.fetch()).toEqual([])
    expect(balanceRequests()).toHaveLength(2)
  })

  it('docs/rules/screens.md, errors.md: a background refresh that fails (after a send) keeps the list and shows no toast', async () => {
    const own = await startTestServer({ rpcUrls: testServer().rpcUrls })
    const { portico, balances } = await connected(undefined, {}, own.url)
    const tokens = await balances.fetch()
    expect(tokens.length).toBeGreaterThan(0)
    await own.close()
    expect(await balances.fetch({ forceUpdate: true, background: true })).toEqual(tokens)
    expect(portico.toast.store.getState().open).toBe(false)
    expect(balances.store.getState()).toMatchObject({
      tokenBalances: tokens,
      loading: false,
      lastRetry: undefined,
    })
    // A read the visitor causes keeps docs/rules/errors.md's behaviour.
    expect(await balances.fetch()).toEqual([])
    expect(portico.toast.store.getState()).toMatchObject({ open: true, message: 'Token Balance Unavailable' })
    expect(balances.store.getState().tokenBalances).toEqual([])
  }, 60_000)
})
