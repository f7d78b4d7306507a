import type { StoreApi } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'

/**
 * Reads a slice of a vanilla store. The selector must return a value from the state or a primitive,
 * so the snapshot stays stable between renders. The server snapshot is the same state, which
 * holds no browser data before mount.
 */
export function useStore<state extends object, slice>(
  store: StoreApi<state>,
  selector: (state: state) => slice,
): slice {
  const getSnapshot = useCallback(() => selector(store.getState()), [store, selector])
  return useSyncExternalStore(store.subscribe, getSnapshot, getSnapshot)
}

export function useStoreState<state extends object>(store: StoreApi<state>): state {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}
