import type { Portico } from '../instance/createPortico.ts'
import type { AccountState } from '../stores/account.ts'

export type GetAccountReturnType = AccountState & { isConnected: boolean; isConnecting: boolean }

const cache = new WeakMap<AccountState, GetAccountReturnType>()

/**
 * The active account: status, address, CAIP-10 address, namespace, connector, balance and profile.
 * The same state returns the same object, so it is safe as a `useSyncExternalStore` snapshot.
 *
 * @example
 * import { getAccount } from '@portico/core'
 * const { address, isConnected } = getAccount(portico)
 */
export function getAccount(portico: Portico): GetAccountReturnType {
  const state = portico.account.store.getState()
  let account = cache.get(state)
  if (!account) {
    account = {
      ...state,
      isConnected: state.status === 'connected',
      isConnecting: state.status === 'connecting',
    }
    cache.set(state, account)
  }
  return account
}
