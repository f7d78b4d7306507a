import { createStore, type StoreApi } from 'zustand/vanilla'

export type { StoreApi }

/** A vanilla store (docs/architecture.md); React reads it through useSyncExternalStore. */
export function createVanillaStore<state extends object>(initial: state): StoreApi<state> {
  return createStore<state>()(() => initial)
}
