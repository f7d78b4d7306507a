import type { Portico } from '@portico/core'
import { type AppKitState, readState } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseAppKitStateReturnType = AppKitState

const stores = (portico: Portico) => [portico.modal.store, portico.router.store, portico.networks.store]

/**
 * The modal's state, as AppKit's `useAppKitState`: open, loading, the selected network and chain.
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): UseAppKitStateReturnType {
  return useAppKitValue(stores, readState)
}
