import type { View } from '@portico/core'
import { wantViewTexts } from '../messages/index.ts'

export type ModalModule = typeof import('./modal.tsx')

let loaded: ModalModule | undefined
const loadedListeners = new Set<(module: ModalModule) => void>()

/**
 * Loads the modal chunk, the views' texts of the UI's locale and, when named, the chunk of the view it
 * opens on. The module system caches them, so later calls resolve at once.
 */
export function loadModal(view?: View | undefined): Promise<ModalModule> {
  wantViewTexts()
  return import('./modal.tsx').then(async (module) => {
    if (!loaded) {
      loaded = module
      for (const listener of loadedListeners) listener(module)
      loadedListeners.clear()
    }
    // A view that fails to load shows its error inside the open modal; the modal itself is fine.
    if (view) await module.preloadView(view).catch(() => undefined)
    return module
  })
}

/** The modal chunk if it has loaded already, so a click after the first intent renders it at once. */
export function peekModal(): ModalModule | undefined {
  return loaded
}

/** Calls `listener` once the modal chunk has loaded (at once if it has). Returns the unsubscribe. */
export function onModalLoaded(listener: (module: ModalModule) => void): () => void {
  if (loaded) {
    listener(loaded)
    return () => undefined
  }
  loadedListeners.add(listener)
  return () => loadedListeners.delete(listener)
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
}

/**
 * Fetches the modal chunk from the dapp's own origin once the page is idle, so that a click without
 * a hover first (every tap on a phone) opens at once. No API request is made: the lists still wait
 * for the visitor's intent. A visitor who asked to save data is left alone.
 */
export function preloadModalWhenIdle(view: View): () => void {
  if (typeof window === 'undefined') return () => undefined
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData) return () => undefined
  const idleWindow = window as IdleWindow
  const load = () => void loadModal(view).catch(() => undefined)
  if (idleWindow.requestIdleCallback) {
    const handle = idleWindow.requestIdleCallback(load, { timeout: 2_000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(load, 1_000)
  return () => clearTimeout(timer)
}
