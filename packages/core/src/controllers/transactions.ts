import { getTransactionHistory } from '../api/history.ts'
import type { ApiClient } from '../api/http.ts'
import { FetchTransactionsError } from '../errors/account.ts'
import { groupTransactions } from '../transactions/groupTransactions.ts'
import type { TransactionItem, TransactionsByYear } from '../transactions/types.ts'
import type { AccountController } from './account.ts'
import type { NetworksController } from './networks.ts'
import { createVanillaStore, type StoreApi } from './store.ts'
import type { ToastController } from './toast.ts'

/** The account's history on the active network (SPEC §3 transaction store, §4 Transactions list). */
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
}

const EMPTY: TransactionsState = {
  key: undefined,
  transactions: [],
  transactionsByYear: {},
  next: undefined,
  loading: false,
  empty: false,
}

/**
 * The Activity tab's transactions: pages of the history API by cursor, appended and grouped by year
 * and month; only with an account address (SPEC §5). A failure shows 'Failed to fetch transactions'
 * and empties the list (SPEC §8).
 */
export function createTransactionsController(parameters: {
  api: ApiClient
  account: AccountController
  networks: NetworksController
  toast: ToastController
}): TransactionsController {
  const { api, account, networks, toast } = parameters
  const store = createVanillaStore<TransactionsState>({ ...EMPTY })
  let pending: Promise<void> | undefined

  async function read(): Promise<void> {
    const { address, caipAddress } = account.store.getState()
    const network = networks.store.getState().caipNetwork
    if (!address || !caipAddress || !network) return
    const state = store.getState()
    const fresh = state.key !== caipAddress
    if (!fresh && state.next === undefined && state.transactions.length > 0) return
    if (!fresh && state.empty) return
    store.setState(fresh ? { ...EMPTY, key: caipAddress, loading: true } : { loading: true })
    try {
      const page = await getTransactionHistory(api, {
        address,
        chainId: network.caipNetworkId,
        cursor: fresh ? undefined : state.next,
      })
      if (account.store.getState().caipAddress !== caipAddress) return
      const transactions = [...(fresh ? [] : store.getState().transactions), ...page.data]
      store.setState({
        key: caipAddress,
        transactions,
        transactionsByYear: groupTransactions(transactions),
        next: page.next ?? undefined,
        loading: false,
        empty: transactions.length === 0,
      })
    } catch {
      if (account.store.getState().caipAddress !== caipAddress) return
      store.setState({ ...EMPTY, key: caipAddress, next: undefined })
      toast.show('error', new FetchTransactionsError().shortMessage)
    }
  }

  return {
    store,
    fetchNext() {
      pending ??= read().finally(() => {
        pending = undefined
      })
      return pending
    },
    reset() {
      store.setState({ ...EMPTY })
    },
  }
}
