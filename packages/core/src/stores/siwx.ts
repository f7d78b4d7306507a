import type { SiwxSession } from '../siwx/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type SiwxStatus = 'idle' | 'signing' | 'error'

export type SiwxState = {
  /** Sessions known in this page, by the account's CAIP-10 address (network and address). */
  sessions: Readonly<Record<string, SiwxSession>>
  /** 'signing' while the wallet is asked; 'error' after a failed sign-in until the next attempt. */
  status: SiwxStatus
  error: string | undefined
  /** The account before the current one, where a cancelled required sign-in may go back to. */
  previousCaipAddress: string | undefined
}

export type SiwxController = {
  store: StoreApi<SiwxState>
  getSession(caipAddress: string | undefined): SiwxSession | undefined
  setSession(caipAddress: string, session: SiwxSession | undefined): void
  setStatus(status: SiwxStatus, error?: string | undefined): void
}

/** The sign-in state the modal needs before any sign-in code loads. */
export function createSiwxController(): SiwxController {
  const store = createVanillaStore<SiwxState>({
    sessions: {},
    status: 'idle',
    error: undefined,
    previousCaipAddress: undefined,
  })
  return {
    store,
    getSession: (caipAddress) => (caipAddress ? store.getState().sessions[caipAddress] : undefined),
    setSession(caipAddress, session) {
      const sessions = { ...store.getState().sessions }
      if (session) sessions[caipAddress] = session
      else delete sessions[caipAddress]
      store.setState({ sessions })
    },
    setStatus(status, error) {
      store.setState({ status, error })
    },
  }
}
