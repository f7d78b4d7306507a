import { getWallets } from '../api/walletDirectory.ts'
import { WALLET_LIST } from '../constants/walletList.ts'
import type { StoreApi } from '../stores/store.ts'
import type { WalletsController, WalletsControllerParameters, WalletsState } from '../stores/wallets.ts'
import { dedupeWallets, excludeWallets, filterMobileWallets } from '../wallets/rules.ts'
import type { Wallet } from '../wallets/types.ts'

export type WalletRequests = Pick<WalletsController, 'prefetch' | 'fetchNextPage' | 'search'>

/**
 * The wallet lists' requests (docs/rules/states.md Wallet loading): featured and recommended, All Wallets' pages
 * and the debounced search. Part of the deferred chunk (`instance/deferred.ts`), loaded at the first intent.
 */
export function createWalletRequests(
  store: StoreApi<WalletsState>,
  parameters: WalletsControllerParameters,
  controller: Pick<WalletsController, 'imageUrl' | 'prefetchOnce' | 'hasMore'> & {
    /** Records a failed request as the lists' error and reports it. */
    failed: (error: unknown) => void
  },
): WalletRequests {
  const { api } = parameters
  let pageRequest: Promise<void> | undefined
  let searchTimer: ReturnType<typeof setTimeout> | undefined
  let searchSeq = 0
  let settlePending: (() => void) | undefined

  const visible = (wallets: readonly Wallet[]) => {
    const shown = excludeWallets(wallets, parameters.excludeWalletIds())
    return parameters.isMobile() ? filterMobileWallets(shown, { namespace: parameters.namespace?.() }) : shown
  }

  function preloadTop(wallets: readonly Wallet[]) {
    const urls = wallets
      .slice(0, WALLET_LIST.preloadedImages)
      .map(controller.imageUrl)
      .filter((url): url is string => Boolean(url))
    return Promise.all(urls.map((url) => parameters.preloadImage(url, WALLET_LIST.imagePreloadTimeoutMs)))
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

  return {
    async prefetch() {
      await Promise.all([
        controller.prefetchOnce('featured', loadFeatured),
        controller.prefetchOnce('recommended', loadRecommended),
      ])
    },
    fetchNextPage() {
      if (pageRequest) return pageRequest
      if (!controller.hasMore()) return Promise.resolve()
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
        .catch(controller.failed)
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
