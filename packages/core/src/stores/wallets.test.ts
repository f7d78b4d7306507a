import {
  makeWallets,
  startTestServer,
  type TestServer,
  writeWalletDirectory,
} from '@portico/testing/core/testServer'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient } from '../api/http.ts'
import { createWalletsController } from './wallets.ts'

let server: TestServer
beforeAll(async () => {
  const wallets = makeWallets(130).map((wallet, index) => ({
    ...wallet,
    // Wallet 3 has no mobile link, like Phantom in the directory.
    ...(index === 3 ? { name: 'Phantom' } : {}),
    mobile: index % 2 ? undefined : `w${index}://`,
  }))
  server = await startTestServer({ seedWalletsFile: await writeWalletDirectory(wallets) })
}, 60_000)
afterAll(() => server?.close())
beforeEach(() => {
  server.requests.length = 0
})

async function setup(
  options: {
    featured?: string[]
    exclude?: string[]
    mobile?: boolean
    namespace?: 'eip155' | 'solana'
  } = {},
) {
  const api = createApiClient({ apiUrl: server.url, projectId: 'p1', sdkType: 'appkit', sdkVersion: 'test' })
  const preloads: { url: string; timeoutMs: number }[] = []
  const searches: { badge: string; search: string }[] = []
  const wallets = createWalletsController({
    api,
    featuredWalletIds: () => options.featured ?? [],
    includeWalletIds: () => [],
    excludeWalletIds: () => options.exclude ?? [],
    isMobile: () => options.mobile ?? false,
    namespace: () => options.namespace,
    preloadImage: async (url, timeoutMs) => void preloads.push({ url, timeoutMs }),
    onSearch: (properties) => searches.push(properties),
    onError: () => {},
    load: () => import('../instance/deferred.ts'),
  })
  const walletRequests = () => server.requests.filter((request) => request.path === '/getWallets')
  return { wallets, preloads, searches, walletRequests, server }
}

describe('wallet loading (docs/rules/states.md Wallet loading, limits.md)', () => {
  it('prefetches featured and recommended once per key; recommended loads 4 entries', async () => {
    const { wallets, walletRequests } = await setup({ featured: ['wallet-3', 'wallet-1'] })
    await Promise.all([wallets.prefetch(), wallets.prefetch()])
    await wallets.prefetch()
    const requests = walletRequests()
    expect(requests).toHaveLength(2)
    const recommended = requests.find((request) => !request.query.has('include'))!
    expect(recommended.query.get('entries')).toBe('4')
    expect(recommended.query.get('projectId')).toBe('p1')
    expect(recommended.query.get('st')).toBe('appkit')
    const state = wallets.store.getState()
    expect(state.recommended.map((wallet) => wallet.id)).toEqual([
      'wallet-0',
      'wallet-1',
      'wallet-2',
      'wallet-3',
    ])
    expect(state.featured.map((wallet) => wallet.id)).toEqual(['wallet-3', 'wallet-1'])
    expect(state.count).toBe(130)
  })

  it('loads further pages of 40 and stops at the count', async () => {
    const { wallets, walletRequests } = await setup()
    await wallets.fetchNextPage()
    await wallets.fetchNextPage()
    expect(wallets.store.getState().wallets).toHaveLength(80)
    await wallets.fetchNextPage()
    await wallets.fetchNextPage()
    expect(wallets.store.getState().wallets).toHaveLength(130)
    expect(wallets.hasMore()).toBe(false)
    await wallets.fetchNextPage()
    const pages = walletRequests().map((request) => [request.query.get('page'), request.query.get('entries')])
    expect(pages).toEqual([
      ['1', '40'],
      ['2', '40'],
      ['3', '40'],
      ['4', '40'],
    ])
  })

  it('preloads the top 20 images of each page with a 2 s timeout', async () => {
    const { wallets, preloads } = await setup()
    await wallets.fetchNextPage()
    expect(preloads).toHaveLength(20)
    expect(preloads[0]!.url).toContain('/getWalletImage/wallet-0?')
    expect(preloads.every((preload) => preload.timeoutMs === 2000)).toBe(true)
    await wallets.fetchNextPage()
    expect(preloads).toHaveLength(40)
    expect(preloads[20]!.url).toContain('/getWalletImage/wallet-40?')
  })

  it('searches after at least 300 ms on the trimmed text, up to 100 results, tracking SEARCH_WALLET', async () => {
    const { wallets, walletRequests, searches } = await setup()
    const started = Date.now()
    const first = wallets.search('  tr')
    const second = wallets.search('  trust  ')
    await Promise.all([first, second])
    expect(Date.now() - started).toBeGreaterThanOrEqual(295)
    const requests = walletRequests()
    expect(requests).toHaveLength(1)
    expect(requests[0]!.query.get('search')).toBe('trust')
    expect(requests[0]!.query.get('entries')).toBe('100')
    expect(searches).toEqual([{ badge: '', search: 'trust' }])
    expect(wallets.store.getState().searchResults.map((wallet) => wallet.name)).toEqual(['Trust Wallet'])
  })

  it('clears the search for blank text without a request', async () => {
    const { wallets, walletRequests } = await setup()
    await wallets.search('   ')
    expect(walletRequests()).toHaveLength(0)
    expect(wallets.store.getState().searchQuery).toBe('')
  })

  it('keeps only wallets with a mobile link on mobile (docs/rules/validation.md)', async () => {
    const { wallets } = await setup({ mobile: true })
    await wallets.fetchNextPage()
    const ids = wallets.store.getState().wallets.map((wallet) => wallet.id)
    expect(ids.slice(0, 3)).toEqual(['wallet-0', 'wallet-2', 'wallet-4'])
  })

  it('keeps Phantom without a mobile link on mobile when the active network is Solana (docs/rules/validation.md)', async () => {
    const solana = await setup({ mobile: true, namespace: 'solana' })
    await solana.wallets.fetchNextPage()
    expect(
      solana.wallets.store
        .getState()
        .wallets.map((wallet) => wallet.id)
        .slice(0, 4),
    ).toEqual(['wallet-0', 'wallet-2', 'wallet-3', 'wallet-4'])
    const evm = await setup({ mobile: true, namespace: 'eip155' })
    await evm.wallets.fetchNextPage()
    expect(evm.wallets.store.getState().wallets.map((wallet) => wallet.id)).not.toContain('wallet-3')
  })

  it('hides excluded wallets by rdns or case-insensitive name (docs/rules/validation.md)', async () => {
    const { wallets } = await setup({ exclude: ['com.wallet0', 'wallet 1'] })
    await wallets.fetchNextPage()
    const names = wallets.store.getState().wallets.map((wallet) => wallet.name)
    expect(names).not.toContain('Wallet 0')
    expect(names).not.toContain('Wallet 1')
  })
})
