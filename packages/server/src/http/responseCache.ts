/**
 * Encoded response bodies of one wallet-directory revision, keyed by everything that shapes them.
 * The read model is immutable between imports, so an entry never goes stale within its revision;
 * the oldest entries leave first once `maxEntries` is reached.
 */
export class ResponseCache {
  readonly #maxEntries: number
  #revision = -1
  readonly #entries = new Map<string, Buffer>()

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get(revision: number, key: string, build: () => Buffer): Buffer {
    if (revision !== this.#revision) {
      this.#entries.clear()
      this.#revision = revision
    }
    const cached = this.#entries.get(key)
    if (cached) return cached
    const body = build()
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value ?? '')
    this.#entries.set(key, body)
    return body
  }
}
