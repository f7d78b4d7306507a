import { createStore, type StoreApi } from 'zustand/vanilla'

export type { StoreApi }

/** A vanilla store (DESIGN §2); React reads it through useSyncExternalStore. */
export function createVanillaStore<state extends object>(initial: state): StoreApi<state> {
  return createStore<state>()(() => initial)
}
