import type { ChainNamespace, Portico } from '@portico/core'
import { useCallback } from 'react'
import { type AppKitAccount, readAccount } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace | undefined }

export type UseAppKitAccountReturnType = AppKitAccount

const stores = (portico: Portico) => [portico.account.store]

/**
 * The connected account, as AppKit's `useAppKitAccount`: address, CAIP-10 address, status and the
 * wallet's accounts; with `namespace`, that namespace's account only.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): UseAppKitAccountReturnType {
  const { namespace } = parameters
  const read = useCallback((portico: Portico) => readAccount(portico, namespace), [namespace])
  return useAppKitValue(stores, read)
}
