import { indexedDbStorage } from './indexedDbStorage.ts'
import { memoryStorage } from './memoryStorage.ts'
import type { Storage } from './types.ts'

/** IndexedDB where it exists (browsers), memory otherwise; pass `fileStorage(path)` in Node to persist. */
export function defaultStorage(): Storage {
  return typeof globalThis.indexedDB === 'undefined' ? memoryStorage() : indexedDbStorage()
}
