import { RECENTLY_DELETED_LIMIT } from '../constants.ts'

/**
 * Topics (and request ids) deleted lately; messages for them are rejected (docs/rules/states.md). When the memory
 * reaches its limit the older half is dropped (docs/rules/limits.md).
 */
export class RecentlyDeleted {
  readonly #entries = new Set<string>()
  readonly #limit: number

  constructor(limit: number = RECENTLY_DELETED_LIMIT) {
    this.#limit = limit
  }

  add(key: string): void {
    this.#entries.delete(key)
    this.#entries.add(key)
    if (this.#entries.size >= this.#limit) {
      const drop = Math.floor(this.#entries.size / 2)
      let index = 0
      for (const entry of this.#entries) {
        if (index++ >= drop) break
        this.#entries.delete(entry)
      }
    }
  }

  has(key: string): boolean {
    return this.#entries.has(key)
  }

  get size(): number {
    return this.#entries.size
  }
}
