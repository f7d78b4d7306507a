import type { Connector } from '../adapters/types.ts'
import type { CaipNetwork } from '../caip/types.ts'
import type { Wallet } from '../wallets/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'
import type { View } from './views.ts'

/** What a view needs to know about the item that led to it. */
export type RouterData = {
  connector?: Connector | undefined
  wallet?: Wallet | undefined
  network?: CaipNetwork | undefined
  /** RegisterAccountNameSuccess: the name just registered. */
  accountName?: string | undefined
  /** The address typed on Connect, for EmailLogin. */
  email?: string | undefined
  /** The social login provider of ConnectingSocial (google, github, discord…). */
  social?: string | undefined
  /** Account: the transfer the send flow just sent, shown with its transaction id and explorer link. */
  sent?: { hash: string } | undefined
}

export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
  /** Which way the last move went, for the view transition. */
  direction: 'next' | 'prev'
}

export type RouterController = {
  store: StoreApi<RouterState>
  push(view: View, data?: RouterData): void
  replace(view: View, data?: RouterData): void
  reset(view: View, data?: RouterData): void
  /** Pops history; with one entry it calls `onEmpty` (docs/rules/screens.md Navigation rules). */
  goBack(): void
}

export type RouterControllerParameters = {
  isConnected: () => boolean
  onEmpty: () => void
}

/** The view stack (docs/rules/screens.md). */
export function createRouterController(parameters: RouterControllerParameters): RouterController {
  const store = createVanillaStore<RouterState>({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    direction: 'next',
  })

  return {
    store,
    push(view, data) {
      const state = store.getState()
      if (state.view === view) {
        store.setState({ data })
        return
      }
      store.setState({ view, history: [...state.history, view], data, direction: 'next' })
    },
    replace(view, data) {
      const history = store.getState().history.slice(0, -1)
      store.setState({ view, history: [...history, view], data, direction: 'next' })
    },
    reset(view, data) {
      store.setState({ view, history: [view], data, direction: 'next' })
    },
    goBack() {
      const history = store.getState().history
      if (history.length <= 1) {
        parameters.onEmpty()
        return
      }
      const rest = history.slice(0, -1)
      const last = rest[rest.length - 1]!
      // Going back to Connect while connected shows Account instead (docs/rules/screens.md).
      const view: View = last === 'Connect' && parameters.isConnected() ? 'Account' : last
      store.setState({ view, history: [...rest.slice(0, -1), view], data: undefined, direction: 'prev' })
    },
  }
}
