import type { AccountState } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStore } from './useStore.ts'

const select = (state: AccountState) => state.connectedWalletInfo

/** Name and icon of the connected wallet. */
export function useWalletInfo(): { walletInfo: AccountState['connectedWalletInfo'] } {
  return { walletInfo: useStore(usePortico().account.store, select) }
}
