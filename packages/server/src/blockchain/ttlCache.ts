type Entry<value> = { value: value; expiresAt: number }

/**
 * A small time-limited cache with a size bound (oldest entries go first) that also shares one load
 * between concurrent callers of the same key.
 */
export class TtlCache<value> {
  readonly #entries = new Map<string, Entry<value>>()
  readonly #loading = new Map<string, Promise<value>>()
  readonly #ttlMs: number
  readonly #maxEntries: number
  readonly #now: () => number

  constructor(ttlMs: number, maxEntries: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs
    this.#maxEntries = maxEntries
    this.#now = now
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string): value | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  set(key: string, value: value): void {
    if (this.#ttlMs <= 0) return
    this.#entries.delete(key)
    this.#entries.set(key, { value, expiresAt: this.#now() + this.#ttlMs })
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value
      if (oldest === undefined) break
      this.#entries.delete(oldest)
    }
  }

  /**
   * The cached value, or the result of `load` (stored on success); concurrent calls share one load.
   * `refresh` starts a new load even when a value or a load exists, so it never answers older data.
   */
  async getOrLoad(key: string, load: () => Promise<value>, refresh = false): Promise<value> {
    if (!refresh) {
      const cached = this.get(key)
      if (cached !== undefined) return cached
      const pending = this.#loading.get(key)
      if (pending) return pending
    }
    const promise = load()
      .then((value) => {
        this.set(key, value)
        return value
      })
      .finally(() => {
        if (this.#loading.get(key) === promise) this.#loading.delete(key)
      })
    this.#loading.set(key, promise)
    return promise
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }

  clear(): void {
    this.#entries.clear()
  }
}
