import type { Portico } from '@portico/core'
import { useMemo } from 'react'
import { type AppKitWalletInfo, readWalletInfo } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseWalletInfoReturnType = { walletInfo: AppKitWalletInfo }

const stores = (portico: Portico) => [portico.account.store]

/**
 * The connected wallet's name and icon, as AppKit's `useWalletInfo`.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(): UseWalletInfoReturnType {
  const walletInfo = useAppKitValue(stores, readWalletInfo)
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
