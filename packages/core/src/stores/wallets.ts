import type { ApiClient } from '../api/http.ts'
import { getWalletImageUrl } from '../api/walletDirectory.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { createWalletRequests, WalletRequests } from '../flows/walletRequests.ts'
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
  /** Mobile lists keep only wallets that can be reached from a phone (docs/rules/validation.md). */
  isMobile: () => boolean
  /** The active network's namespace: on Solana, mobile lists also keep Solflare and Phantom (docs/rules/validation.md). */
  namespace?: (() => ChainNamespace | undefined) | undefined
  /** Preloads an image, settling within `timeoutMs` (docs/rules/limits.md: 2 s). */
  preloadImage: (url: string, timeoutMs: number) => Promise<void>
  onSearch: (properties: { badge: string; search: string }) => void
  onError: (error: unknown) => void
  /** Loads the lists' requests (the instance's deferred chunk): the store itself makes none. */
  load: () => Promise<{ createWalletRequests: typeof createWalletRequests }>
}

export type WalletsController = {
  store: StoreApi<WalletsState>
  /** Featured and recommended lists, each fetched once per key (docs/rules/states.md Wallet loading). */
  prefetch(): Promise<void>
  /** Runs `load` once per key; later calls share the first promise. */
  prefetchOnce(key: string, load: () => Promise<unknown>): Promise<void>
  fetchNextPage(): Promise<void>
  hasMore(): boolean
  /** Debounced search on the trimmed text (≥ 300 ms); resolves when that search settled or was superseded. */
  search(text: string, options?: { badge?: 'certified' | undefined }): Promise<void>
  imageUrl(wallet: Pick<Wallet, 'image_id' | 'image_url'>): string | undefined
}

/**
 * The wallet lists' state. The requests that fill it (`walletRequests.ts`) load with the deferred
 * chunk (`instance/deferred.ts`) on the first call that needs them: the first intent's prefetch.
 */
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

  const failed = (error: unknown) => {
    store.setState({ error: error instanceof Error ? error.message : String(error) })
    parameters.onError(error)
  }

  function imageUrl(wallet: Pick<Wallet, 'image_id' | 'image_url'>) {
    if (wallet.image_id) return getWalletImageUrl(api, wallet.image_id)
    return wallet.image_url ?? undefined
  }

  function prefetchOnce(key: string, load: () => Promise<unknown>) {
    let pending = prefetched.get(key)
    if (!pending) {
      pending = load().then(() => undefined, failed)
      prefetched.set(key, pending)
    }
    return pending
  }

  function hasMore() {
    const state = store.getState()
    return state.page === 0 || state.wallets.length < state.count
  }

  // A chunk that does not load is the lists' error, as a failed request is (the recommended list is then
  // answered, empty); the next call tries again.
  let requests: Promise<WalletRequests> | undefined
  const withRequests = (call: (loaded: WalletRequests) => Promise<void>): Promise<void> => {
    requests ??= parameters
      .load()
      .then(({ createWalletRequests }) =>
        createWalletRequests(store, parameters, { imageUrl, prefetchOnce, hasMore, failed }),
      )
    return requests.then(call, (error: unknown) => {
      requests = undefined
      store.setState({ listed: true })
      failed(error)
    })
  }

  return {
    store,
    prefetchOnce,
    imageUrl,
    hasMore,
    prefetch: () => withRequests((loaded) => loaded.prefetch()),
    fetchNextPage: () => withRequests((loaded) => loaded.fetchNextPage()),
    search: (text, options) => withRequests((loaded) => loaded.search(text, options)),
  }
}
