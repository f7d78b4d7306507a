import type { AdapterKnownToken, AdapterTransactionsPage, ChainAdapter } from '../adapters/types.ts'
import { getSupportedChains } from '../api/blockchain.ts'
import { getTransactionHistory } from '../api/history.ts'
import type { ApiClient } from '../api/http.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { FetchTransactionsError } from '../errors/account.ts'
import { isFeatureSupported } from '../features/isFeatureSupported.ts'
import type { AccountController } from '../stores/account.ts'
import type { NetworksController } from '../stores/networks.ts'
import { createVanillaStore, type StoreApi } from '../stores/store.ts'
import type { ToastController } from '../stores/toast.ts'
import { groupTransactions } from '../transactions/groupTransactions.ts'
import type { TransactionItem, TransactionsByYear } from '../transactions/types.ts'

/** The account's history on the active network (docs/rules/entities.md transaction store, states.md Transactions list). */
export type TransactionsState = {
  /** `{caipAddress}` of the account and network the list belongs to. */
  key: string | undefined
  transactions: readonly TransactionItem[]
  transactionsByYear: TransactionsByYear
  /** The cursor of the next page; undefined when the last page was read. */
  next: string | undefined
  loading: boolean
  /** True once the first page answered with nothing. */
  empty: boolean
}

export type TransactionsController = {
  store: StoreApi<TransactionsState>
  /** Reads the next page (the first one after `reset` or an account change); never throws. */
  fetchNext(): Promise<void>
  /** Forgets the list, e.g. after a send, so the next read starts from the newest. */
  reset(): void
  /**
   * Shows a transaction sent in the modal at once, on top of the list, until the history API lists
   * its hash; the first page is read again every few seconds meanwhile.
   */
  addPending(transaction: TransactionItem): void
  /**
   * Keeps the list current while it is shown (docs/architecture.md, Activity): reads the first page again
   * now, every ACTIVITY_REFRESH_MS while the page is visible, when the page becomes visible again and
   * when the account's balance changes; new entries go on top, none twice. Returns the stop function.
   */
  watch(): () => void
}

/** How often the shown Activity list reads its first page again for transfers made outside the dapp. */
export const ACTIVITY_REFRESH_MS = 5_000

/** How often the first page is read again while a sent transaction is not indexed yet. */
export const PENDING_REFRESH_MS = 2_000
/** How long a sent transaction is shown without the history API listing it. */
export const PENDING_TIMEOUT_MS = 120_000

const EMPTY: TransactionsState = {
  key: undefined,
  transactions: [],
  transactionsByYear: {},
  next: undefined,
  loading: false,
  empty: false,
}

/** The entries once each, the first of the same id kept. */
function unique(items: readonly TransactionItem[]): TransactionItem[] {
  const seen = new Set<string>()
  return items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
}

/**
 * The Activity tab's transactions: pages of the history API by cursor, appended and grouped by year
 * and month; only with an account address (docs/rules/validation.md). A read someone asked for that fails shows
 * 'Failed to fetch transactions' and empties the list (docs/rules/errors.md); the pending-entry refresh that fails
 * keeps the list as it is and tries again at its next tick, so it never toasts over the visitor.
 */
export function createTransactionsController(parameters: {
  api: ApiClient
  account: AccountController
  networks: NetworksController
  toast: ToastController
  /** The adapter of a namespace; one with `getTransactions` is read instead of the history API. */
  adapterFor?: ((namespace: string) => ChainAdapter | undefined) | undefined
  /** The account's tokens (its balances), which name the token transfers of a history read from the chain. */
  tokens?: (() => readonly AdapterKnownToken[]) | undefined
}): TransactionsController {
  const { api, account, networks, toast } = parameters
  const store = createVanillaStore<TransactionsState>({ ...EMPTY })
  let pending: Promise<void> | undefined
  /** Sent transactions not indexed yet, per `{caipAddress}`. */
  let sent: { key: string; item: TransactionItem; until: number }[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  let reload = false
  /** The running read was started by the refresh timer and nobody has asked for a read since. */
  let background = false
  let indexed: Promise<readonly string[] | undefined> | undefined

  /**
   * Whether the server has a history for the network, as `GET /v1/supported-chains` lists it (read once);
   * a server without that list, or one that does not answer it, is asked on the networks where the
   * activity feature is supported.
   */
  async function hasHistory(network: CaipNetwork): Promise<boolean> {
    indexed ??= getSupportedChains(api).then(
      ({ history }) => history,
      () => {
        indexed = undefined
        return undefined
      },
    )
    const list = await indexed
    return list
      ? list.includes(network.caipNetworkId)
      : isFeatureSupported({ feature: 'activity', caipNetwork: network })
  }

  /** The account's sent-but-unindexed entries on top of the indexed ones; indexed hashes retire them. */
  function merge(key: string, indexed: readonly TransactionItem[]): TransactionItem[] {
    const hashes = new Set(indexed.map((item) => item.metadata.hash.toLowerCase()))
    const now = Date.now()
    sent = sent.filter((entry) => !hashes.has(entry.item.metadata.hash.toLowerCase()) && entry.until > now)
    return [...sent.filter((entry) => entry.key === key).map((entry) => entry.item), ...indexed]
  }

  function schedule() {
    const now = Date.now()
    sent = sent.filter((entry) => entry.until > now)
    if (timer || sent.length === 0) return
    timer = setTimeout(() => {
      timer = undefined
      const { caipAddress } = account.store.getState()
      if (!sent.some((entry) => entry.key === caipAddress)) return
      reload = true
      if (!pending) background = true
      void run().then(schedule)
    }, PENDING_REFRESH_MS)
  }

  /** The next read is a refresh: the first page, merged on top of what is listed. */
  let refreshing = false

  async function read(): Promise<void> {
    const { address, caipAddress } = account.store.getState()
    const network = networks.store.getState().caipNetwork
    if (!address || !caipAddress || !network) return
    const state = store.getState()
    // A reload reads the first page again and keeps the list on screen meanwhile.
    const inPlace = reload && state.key === caipAddress
    const fresh = reload || state.key !== caipAddress
    // A refresh keeps the pages read so far under the new first page (their rows and their cursor).
    const keep = refreshing && inPlace
    reload = false
    refreshing = false
    if (!fresh && state.next === undefined && state.transactions.length > 0) return
    if (!fresh && state.empty) return
    const adapter = parameters.adapterFor?.(network.chainNamespace)
    if (!adapter?.getTransactions && !(await hasHistory(network))) {
      // No request whose answer can only be an error: the list holds what was sent from this page.
      if (account.store.getState().caipAddress !== caipAddress) return
      const transactions = merge(caipAddress, [])
      store.setState({
        ...EMPTY,
        key: caipAddress,
        transactions,
        transactionsByYear: groupTransactions(transactions),
        empty: transactions.length === 0,
      })
      return
    }
    store.setState(inPlace || !fresh ? { loading: true } : { ...EMPTY, key: caipAddress, loading: true })
    try {
      const cursor = fresh ? undefined : state.next
      // The chain's own history where the adapter reads it (Solana's JSON-RPC, Bitcoin's Esplora), so
      // it works wherever the chain answers and asks the server nothing (docs/architecture.md, Activity).
      const page: Omit<AdapterTransactionsPage, 'next'> & { next?: string | null | undefined } =
        adapter?.getTransactions
          ? await adapter.getTransactions({
              address,
              caipNetwork: network,
              cursor,
              tokens: parameters.tokens?.(),
            })
          : await getTransactionHistory(api, { address, chainId: network.caipNetworkId, cursor })
      if (account.store.getState().caipAddress !== caipAddress) return
      const listed = store.getState().transactions.filter((item) => !item.id.startsWith('pending:'))
      const indexed = keep ? unique([...page.data, ...listed]) : [...(fresh ? [] : listed), ...page.data]
      const transactions = merge(caipAddress, indexed)
      store.setState({
        key: caipAddress,
        transactions,
        transactionsByYear: groupTransactions(transactions),
        next: keep && listed.length > page.data.length ? store.getState().next : (page.next ?? undefined),
        loading: false,
        empty: transactions.length === 0,
      })
    } catch {
      if (account.store.getState().caipAddress !== caipAddress) return
      if (background) {
        // Nobody asked: what is on screen stays (expired sent entries go) and the timer tries again.
        const kept = merge(
          caipAddress,
          store.getState().transactions.filter((item) => !item.id.startsWith('pending:')),
        )
        store.setState({ transactions: kept, transactionsByYear: groupTransactions(kept), loading: false })
        return
      }
      const transactions = merge(caipAddress, [])
      store.setState({
        ...EMPTY,
        key: caipAddress,
        next: undefined,
        transactions,
        transactionsByYear: groupTransactions(transactions),
      })
      const error = new FetchTransactionsError()
      toast.show('error', error.shortMessage, { error })
    }
  }

  function run() {
    pending ??= read().finally(() => {
      pending = undefined
      background = false
    })
    return pending
  }

  /** A read someone asked for: its failure is shown, even when it joins the timer's read. */
  function fetchNext() {
    background = false
    return run()
  }

  /** Reads the first page again in the background: a failure keeps the list and shows nothing. */
  function refresh() {
    const { caipAddress } = account.store.getState()
    if (!caipAddress || store.getState().key !== caipAddress) return fetchNext()
    reload = true
    refreshing = true
    if (!pending) background = true
    return run()
  }

  return {
    store,
    fetchNext,
    watch() {
      void refresh()
      const interval = setInterval(() => {
        if (typeof document === 'undefined' || document.visibilityState === 'visible') void refresh()
      }, ACTIVITY_REFRESH_MS)
      const onVisible = () => {
        if (document.visibilityState === 'visible') void refresh()
      }
      if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible)
      const unsubscribe = account.store.subscribe((state, previous) => {
        if (state.caipAddress === previous.caipAddress && state.balance !== previous.balance) void refresh()
      })
      return () => {
        clearInterval(interval)
        if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible)
        unsubscribe()
      }
    },
    reset() {
      store.setState({ ...EMPTY })
    },
    addPending(item) {
      const { caipAddress } = account.store.getState()
      if (!caipAddress) return
      sent = [
        ...sent.filter((entry) => entry.item.id !== item.id),
        { key: caipAddress, item, until: Date.now() + PENDING_TIMEOUT_MS },
      ]
      // Shown at once on top of the indexed entries already listed; the first page is read again on the
      // next fetch and by the refresh timer.
      const state = store.getState()
      const indexed =
        state.key === caipAddress
          ? state.transactions.filter((entry) => !entry.id.startsWith('pending:'))
          : []
      const transactions = merge(caipAddress, indexed)
      reload = true
      store.setState({
        ...(state.key === caipAddress ? { next: state.next } : EMPTY),
        key: caipAddress,
        transactions,
        transactionsByYear: groupTransactions(transactions),
        loading: false,
        empty: false,
      })
      schedule()
    },
  }
}
