import type { Storage } from './types.ts'

/**
 * Storage that lives as long as the process: for tests and short-lived Node scripts. Pass `entries`
 * to look at or share what is stored.
 *
 * @example
 * const client = await createWalletConnectClient({ metadata, storage: memoryStorage() })
 */
export function memoryStorage(entries: Map<string, string> = new Map()): Storage {
  return {
    async getItem(key) {
      return entries.get(key)
    },
    async setItem(key, value) {
      entries.set(key, value)
    },
    async removeItem(key) {
      entries.delete(key)
    },
  }
}
