import type { ApiClient } from '../api/http.ts'
import { getWalletImageUrl, getWallets } from '../api/walletDirectory.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import { WALLET_LIST } from '../constants/walletList.ts'
import { dedupeWallets, excludeWallets, filterMobileWallets } from '../wallets/rules.ts'
import type { Wallet } from '../wallets/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type WalletsState = {
  featured: Wallet[]
  recommended: Wallet[]
  /** All Wallets pages loaded so far. */
  wallets: Wallet[]
  page: number
  /** Directory size for the configured include and exclude lists. */
  count: number
  loadingPage: boolean
  /** Trimmed text of the last search; empty when not searching. */
  searchQuery: string
  searchResults: Wallet[]
  searching: boolean
  /** The recommended list has been asked for and answered (or failed): until then it is loading. */
  listed: boolean
  error: string | undefined
}

export type WalletsControllerParameters = {
  api: ApiClient
  featuredWalletIds: () => readonly string[]
  includeWalletIds: () => readonly string[]
  excludeWalletIds: () => readonly string[]
  /** Mobile lists keep only wallets that can be reached from a phone (SPEC §5). */
  isMobile: () => boolean
  /** The active network's namespace: on Solana, mobile lists also keep Solflare and Phantom (SPEC §5). */
  namespace?: (() => ChainNamespace | undefined) | undefined
  /** Preloads an image, settling within `timeoutMs` (SPEC §9: 2 s). */
  preloadImage: (url: string, timeoutMs: number) => Promise<void>
  onSearch: (properties: { badge: string; search: string }) => void
  onError: (error: unknown) => void
}

export type WalletsController = {
  store: StoreApi<WalletsState>
  /** Featured and recommended lists, each fetched once per key (SPEC §4 Wallet loading). */
  prefetch(): Promise<void>
  /** Runs `load` once per key; later calls share the first promise. */
  prefetchOnce(key: string, load: () => Promise<unknown>): Promise<void>
  fetchNextPage(): Promise<void>
  hasMore(): boolean
  /** Debounced search on the trimmed text (≥ 300 ms); resolves when that search settled or was superseded. */
  search(text: string, options?: { badge?: 'certified' | undefined }): Promise<void>
  imageUrl(wallet: Pick<Wallet, 'image_id' | 'image_url'>): string | undefined
}

export function createWalletsController(parameters: WalletsControllerParameters): WalletsController {
  const { api } = parameters
  const store = createVanillaStore<WalletsState>({
    featured: [],
    recommended: [],
    wallets: [],
    page: 0,
    count: 0,
    loadingPage: false,
    searchQuery: '',
    searchResults: [],
    searching: false,
    listed: false,
    error: undefined,
  })
  const prefetched = new Map<string, Promise<void>>()
  let pageRequest: Promise<void> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSeq = 0
  let settlePending: (() => void) | undefined

  const visible = (wallets: readonly Wallet[]) => {
    const shown = excludeWallets(wallets, parameters.excludeWalletIds())
    return parameters.isMobile() ? filterMobileWallets(shown, { namespace: parameters.namespace?.() }) : shown
  }

  function imageUrl(wallet: Pick<Wallet, 'image_id' | 'image_url'>) {
    if (wallet.image_id) return getWalletImageUrl(api, wallet.image_id)
    return wallet.image_url ?? undefined
  }

  function preloadTop(wallets: readonly Wallet[]) {
    const urls = wallets
      .slice(0, WALLET_LIST.preloadedImages)
      .map(imageUrl)
      .filter((url): url is string => Boolean(url))
    return Promise.all(urls.map((url) => parameters.preloadImage(url, WALLET_LIST.imagePreloadTimeoutMs)))
  }

  function prefetchOnce(key: string, load: () => Promise<unknown>) {
    let pending = prefetched.get(key)
    if (!pending) {
      pending = load().then(
        () => undefined,
        (error: unknown) => {
          store.setState({ error: error instanceof Error ? error.message : String(error) })
          parameters.onError(error)
        },
      )
      prefetched.set(key, pending)
    }
    return pending
  }

  async function loadFeatured() {
    const ids = parameters.featuredWalletIds()
    if (ids.length === 0) return
    const { data } = await getWallets(api, { page: 1, entries: ids.length, include: ids })
    const order = new Map(ids.map((id, index) => [id, index]))
    const featured = visible(data).sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    store.setState({ featured })
    await preloadTop(featured)
  }

  async function loadRecommended() {
    try {
      const { data, count } = await getWallets(api, {
        page: 1,
        entries: WALLET_LIST.recommendedEntries,
        include: parameters.includeWalletIds(),
        exclude: parameters.excludeWalletIds(),
      })
      const recommended = visible(data)
      store.setState({ recommended, count, listed: true })
      await preloadTop(recommended)
    } finally {
      if (!store.getState().listed) store.setState({ listed: true })
    }
  }

  function hasMore() {
    const state = store.getState()
    return state.page === 0 || state.wallets.length < state.count
  }

  return {
    store,
    prefetchOnce,
    imageUrl,
    hasMore,
    async prefetch() {
      await Promise.all([
        prefetchOnce('featured', loadFeatured),
        prefetchOnce('recommended', loadRecommended),
      ])
    },
    fetchNextPage() {
      if (pageRequest) return pageRequest
      if (!hasMore()) return Promise.resolve()
      const page = store.getState().page + 1
      store.setState({ loadingPage: true })
      pageRequest = getWallets(api, {
        page,
        entries: WALLET_LIST.pageEntries,
        include: parameters.includeWalletIds(),
        exclude: parameters.excludeWalletIds(),
      })
        .then(async ({ data, count }) => {
          const fresh = visible(data)
          store.setState({
            wallets: dedupeWallets([...store.getState().wallets, ...fresh]),
            page,
            count,
            error: undefined,
          })
          await preloadTop(fresh)
        })
        .catch((error: unknown) => {
          store.setState({ error: error instanceof Error ? error.message : String(error) })
          parameters.onError(error)
        })
        .finally(() => {
          store.setState({ loadingPage: false })
          pageRequest = undefined
        })
      return pageRequest
    },
    search(text, options = {}) {
      const query = text.trim()
      clearTimeout(searchTimer)
      settlePending?.()
      const seq = ++searchSeq
      if (query === '') {
        store.setState({ searchQuery: '', searchResults: [], searching: false })
        return Promise.resolve()
      }
      store.setState({ searching: true })
      return new Promise<void>((resolve) => {
        settlePending = resolve
        searchTimer = setTimeout(async () => {
          settlePending = undefined
          try {
            parameters.onSearch({ badge: options.badge ?? '', search: query })
            const { data } = await getWallets(api, {
              page: 1,
              entries: WALLET_LIST.searchEntries,
              search: query,
              badge: options.badge,
              include: parameters.includeWalletIds(),
              exclude: parameters.excludeWalletIds(),
            })
            if (seq !== searchSeq) return
            const results = visible(data)
            store.setState({ searchQuery: query, searchResults: results, searching: false, error: undefined })
            await preloadTop(results)
          } catch (error) {
            if (seq === searchSeq) {
              store.setState({
                searching: false,
                error: error instanceof Error ? error.message : String(error),
              })
            }
            parameters.onError(error)
          } finally {
            resolve()
          }
        }, WALLET_LIST.searchDebounceMs)
      })
    },
  }
}
