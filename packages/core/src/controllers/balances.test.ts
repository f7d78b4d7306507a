import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ChainAdapter } from '../adapters/types.ts'
import type { TokenBalance } from '../assets/types.ts'
import { toCaipAddress } from '../caip/caipAddress.ts'
import { TIMING } from '../constants/timing.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../instance/environment.ts'
import { getWalletFeatures } from '../instance/walletFeatures.ts'
import { type DirectoryServer, startDirectoryServer } from './testing/directoryServer.ts'
import { createMemoryAdapter } from './testing/memoryAdapter.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const token = (symbol: string, value: number, decimals = '18'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: toCaipAddress(
    `eip155:31337:0x${symbol
      .padEnd(40, '0')
      .slice(0, 40)
      .replace(/[^0-9a-f]/gi, '1')}`,
  ),
  value,
  price: 1,
  quantity: { decimals, numeric: String(value) },
  iconUrl: '',
})

let server: DirectoryServer | undefined
afterEach(async () => {
  vi.useRealTimers()
  await server?.close()
  server = undefined
})

async function connected(
  parameters: { statuses?: Record<string, number> },
  extra: Partial<ChainAdapter> = {},
) {
  server = await startDirectoryServer({
    statuses: parameters.statuses,
    balances: [token('LOW', 1), token('NFTISH', 50, '0'), token('HIGH', 90), token('MID', 10)],
  })
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const adapter: ChainAdapter = { ...wallet.adapter, ...extra }
  const portico = createPortico(
    { apiUrl: server.url, adapters: [adapter], analytics: false },
    { storage: createMemoryStorage() },
  )
  portico.mount()
  await portico.connect({ connectorId: 'dev' })
  return { portico, balances: getWalletFeatures(portico).balances }
}

const balancePath = `/v1/account/${ADDRESS}/balance`

describe('balances (SPEC §4 Balance, §5, §8)', () => {
  it('sorts by value and drops decimals-0 tokens', async () => {
    const { balances } = await connected({})
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['HIGH', 'MID', 'LOW'])
  })

  it('uses a valid wallet_getAssets answer when the wallet reports assetDiscovery', async () => {
    const { balances } = await connected(
      {},
      {
        async getCapabilities() {
          return { '0x7a69': { assetDiscovery: { supported: true } } }
        },
        async request({ method }) {
          if (method !== 'wallet_getAssets') throw new Error(method)
          return {
            '0x7a69': [
              {
                address: '0x0000000000000000000000000000000000000000',
                balance: '0xde0b6b3a7640000',
                type: 'NATIVE',
                metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'eth.svg' },
              },
              {
                address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
                balance: '0x16e360',
                type: 'ERC20',
                metadata: { name: 'Portico USD', symbol: 'PUSD', decimals: 6, price: 1, iconUrl: 'pusd.svg' },
              },
            ],
          }
        },
      },
    )
    const tokens = await balances.fetch()
    expect(tokens).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        address: undefined,
        value: 3000,
        quantity: { decimals: '18', numeric: '1' },
      }),
      expect.objectContaining({
        symbol: 'PUSD',
        address: 'eip155:31337:0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
        value: 1.5,
        quantity: { decimals: '6', numeric: '1.5' },
      }),
    ])
    expect(server!.requests.map((request) => request.path)).not.toContain(balancePath)
  })

  it('falls back to the API when the wallet answer is invalid (no price)', async () => {
    const { balances } = await connected(
      {},
      {
        async getCapabilities() {
          return { '0x7a69': { assetDiscovery: { supported: true } } }
        },
        async request() {
          return {
            '0x7a69': [{ address: 'native', balance: '0x1', type: 'native', metadata: { name: 'Ether' } }],
          }
        },
      },
    )
    expect((await balances.fetch()).map((balance) => balance.symbol)).toEqual(['HIGH', 'MID', 'LOW'])
    expect(server!.requests.map((request) => request.path)).toContain(balancePath)
  })

  it("after a failure: 'Token Balance Unavailable', an empty list and no request for 30 s (fake timers)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { portico, balances } = await connected({ statuses: { [balancePath]: 503 } })
    expect(await balances.fetch()).toEqual([])
    expect(portico.toast.store.getState()).toMatchObject({
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    const count = () => server!.requests.filter((request) => request.path === balancePath).length
    expect(count()).toBe(1)
    vi.advanceTimersByTime(TIMING.balanceRetryCooldownMs - 1)
    expect(await balances.fetch()).toEqual([])
    expect(count()).toBe(1)
    vi.advanceTimersByTime(1)
    expect(await balances.fetch()).toEqual([])
    expect(count()).toBe(2)
  })
})
