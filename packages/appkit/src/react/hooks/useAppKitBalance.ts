import { refreshBalance } from '@portico/core'
import { useMemo } from 'react'
import { getAppKit } from '../../instance.ts'

export type AppKitBalanceResult = {
  data: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

export type UseAppKitBalanceReturnType = { fetchBalance(): Promise<AppKitBalanceResult> }

/**
 * Reads the active account's native balance on the active network, as AppKit's `useAppKitBalance`
 * (Portico's `refreshBalance`, which also updates the button).
 *
 * @example
 * const { fetchBalance } = useAppKitBalance()
 * const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const { portico } = getAppKit()
  return useMemo(
    () => ({
      async fetchBalance() {
        const balance = await refreshBalance(portico)
        return balance
          ? {
              data: { balance: balance.value, symbol: balance.symbol },
              error: null,
              isSuccess: true,
              isError: false,
            }
          : { data: undefined, error: 'No balance', isSuccess: false, isError: true }
      },
    }),
    [portico],
  )
}
