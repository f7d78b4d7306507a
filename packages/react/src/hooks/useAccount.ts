import type { AccountState } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseAccountReturnType = AccountState & { isConnected: boolean; isConnecting: boolean }

/** The active account: address, CAIP address, status, balance. */
export function useAccount(): UseAccountReturnType {
  const account = useStoreState(usePortico().account.store)
  return {
    ...account,
    isConnected: account.status === 'connected',
    isConnecting: account.status === 'connecting',
  }
}
