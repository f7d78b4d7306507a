import type { Storage } from './types.ts'

/** Storage that lives as long as the process: for tests and short-lived Node scripts. */
export function memoryStorage(initial: Map<string, string> = new Map()): Storage {
  return {
    async getItem(key) {
      return initial.get(key)
    },
    async setItem(key, value) {
      initial.set(key, value)
    },
    async removeItem(key) {
      initial.delete(key)
    },
  }
}
