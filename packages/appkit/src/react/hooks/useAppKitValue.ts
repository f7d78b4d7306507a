import type { Portico } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import type { AppKit } from '../../createAppKit.ts'
import { getAppKit } from '../../instance.ts'

type Store = { subscribe(listener: () => void): () => void }

/**
 * A value read from the page's AppKit, re-read when one of the named stores changes. The readers
 * return the same object for the same state, so the value is a stable snapshot, on the server too.
 */
export function useAppKitValue<value>(
  stores: (portico: Portico) => readonly Store[],
  read: (portico: Portico) => value,
): value {
  const appKit: AppKit = getAppKit()
  const { portico } = appKit
  const subscribe = useCallback(
    (listener: () => void) => {
      const stops = stores(portico).map((store) => store.subscribe(listener))
      return () => {
        for (const stop of stops) stop()
      }
    },
    [portico, stores],
  )
  const snapshot = useCallback(() => read(portico), [portico, read])
  return useSyncExternalStore(subscribe, snapshot, snapshot)
}
