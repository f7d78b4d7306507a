import type { Portico } from '@portico/core'
import { useMemo } from 'react'
import type { AppKit } from '../../createAppKit.ts'
import { getAppKit } from '../../instance.ts'
import { type AppKitNetworkState, readNetwork } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseAppKitNetworkReturnType = AppKitNetworkState & Pick<AppKit, 'switchNetwork'>

const stores = (portico: Portico) => [portico.networks.store]

/**
 * The active network and `switchNetwork`, as AppKit's `useAppKitNetwork`.
 *
 * @example
 * const { chainId, switchNetwork } = useAppKitNetwork()
 * <button onClick={() => switchNetwork(base)}>Base</button>
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const { switchNetwork } = getAppKit()
  const network = useAppKitValue(stores, readNetwork)
  return useMemo(() => ({ ...network, switchNetwork }), [network, switchNetwork])
}
