import type { KeyValueStorage } from '../adapters/types.ts'

/**
 * A backend that keeps its values in memory: the server's, a test's, a sandboxed frame's.
 *
 * @example
 * import { createMemoryStorage, createPortico } from '@portico/core'
 * const portico = createPortico({ storage: createMemoryStorage() })
 */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/**
 * The page's `localStorage`, the instance's default backend; memory where there is none (the server) or
 * where reaching it throws (a sandboxed frame).
 *
 * @example
 * import { createLocalStorage, createPortico } from '@portico/core'
 * const portico = createPortico({ storage: createLocalStorage() })
 */
export function createLocalStorage(): KeyValueStorage {
  try {
    const storage = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    if (storage) return storage
  } catch {
    // Storage access throws in sandboxed frames; fall back to memory.
  }
  return createMemoryStorage()
}
