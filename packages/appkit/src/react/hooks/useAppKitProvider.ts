import type { ChainNamespace } from '@portico/core'
import { useEffect, useState } from 'react'
import { getAppKit } from '../../instance.ts'
import { useAppKitAccount } from './useAppKitAccount.ts'

export type UseAppKitProviderReturnType<provider> = {
  walletProvider: provider | undefined
  walletProviderType: string | undefined
}

/**
 * The connected wallet's own provider on a namespace, as AppKit's `useAppKitProvider`: the EIP-1193
 * provider of the wagmi connector for eip155. Undefined until it has resolved, and while disconnected.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<provider> {
  const appKit = getAppKit()
  const { caipAddress } = useAppKitAccount({ namespace })
  const [walletProvider, setWalletProvider] = useState<provider | undefined>(undefined)
  useEffect(() => {
    let current = true
    if (!caipAddress) setWalletProvider(undefined)
    else
      void appKit.getWalletProvider(namespace).then((value) => {
        if (current) setWalletProvider(value as provider | undefined)
      })
    return () => {
      current = false
    }
  }, [appKit, namespace, caipAddress])
  return { walletProvider, walletProviderType: walletProvider ? namespace : undefined }
}
