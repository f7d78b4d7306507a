import type { Portico } from '@portico/core'
import { type AppKitEvent, readEvent } from '../../state.ts'
import { useAppKitValue } from './useAppKitValue.ts'

export type UseAppKitEventsReturnType = AppKitEvent

const stores = (portico: Portico) => [portico.events.store]

/**
 * The last event (MODAL_OPEN, CONNECT_SUCCESS, SWITCH_NETWORK, ...), as AppKit's `useAppKitEvents`.
 *
 * @example
 * const { data } = useAppKitEvents()
 * useEffect(() => console.log(data.event), [data])
 */
export function useAppKitEvents(): UseAppKitEventsReturnType {
  return useAppKitValue(stores, readEvent)
}
