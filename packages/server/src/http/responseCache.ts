import { etagOf } from '../images/imageAsset.ts'

/**
 * Encoded response bodies of one wallet-directory revision, keyed by everything that shapes them.
 * The read model is immutable between imports, so an entry never goes stale within its revision;
 * the oldest entries leave first once `maxEntries` is reached.
 */
export type CachedResponse = { body: Buffer; etag: string }

export class ResponseCache {
  readonly #maxEntries: number
  #revision = -1
  readonly #entries = new Map<string, CachedResponse>()

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries
  }

  get(revision: number, key: string, build: () => Buffer): CachedResponse {
    if (revision !== this.#revision) {
      this.#entries.clear()
      this.#revision = revision
    }
    const cached = this.#entries.get(key)
    if (cached) return cached
    const body = build()
    const response = { body, etag: etagOf(body) }
    if (this.#entries.size >= this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value ?? '')
    this.#entries.set(key, response)
    return response
  }
}
