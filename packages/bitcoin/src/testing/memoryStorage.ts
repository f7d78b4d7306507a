import type { KeyValueStorage } from '@portico/core'

/** A storage that lives as long as the test (a page's localStorage across a "reload"). */
export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>()
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  }
}
