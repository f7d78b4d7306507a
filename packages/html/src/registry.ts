/** What an element asks the React root to render into its shadow root. */
export type ElementEntry = {
  readonly kind: 'connect' | 'network'
  readonly host: HTMLElement
  readonly root: ShadowRoot
  readonly hideBalance: boolean
}

export type ElementRegistry = {
  subscribe(listener: () => void): () => void
  /** The same array until an element connects, leaves or changes an attribute. */
  getSnapshot(): readonly ElementEntry[]
  set(entry: ElementEntry): void
  delete(host: HTMLElement): void
  hosts(): HTMLElement[]
}

/** The page's Portico elements, which the React root renders as portals. */
export function createElementRegistry(): ElementRegistry {
  const entries = new Map<HTMLElement, ElementEntry>()
  const listeners = new Set<() => void>()
  let snapshot: readonly ElementEntry[] = []
  const changed = () => {
    snapshot = [...entries.values()]
    for (const listener of listeners) listener()
  }
  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => snapshot,
    set(entry) {
      entries.set(entry.host, entry)
      changed()
    },
    delete(host) {
      if (entries.delete(host)) changed()
    },
    hosts: () => [...entries.keys()],
  }
}

/** One registry per page: elements connect before or after `createPorticoModal`, in any order. */
export const registry = createElementRegistry()
