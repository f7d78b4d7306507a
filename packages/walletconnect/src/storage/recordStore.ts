import type { Storage } from './types.ts'

/**
 * A keyed collection of records, held in memory and written through to storage as one JSON value.
 * Writes are serialised so the stored value always matches the latest state.
 */
export class RecordStore<record> {
  readonly #storage: Storage
  readonly #key: string
  #values = new Map<string, record>()
  #writing: Promise<void> = Promise.resolve()

  constructor(storage: Storage, key: string) {
    this.#storage = storage
    this.#key = key
  }

  async load(): Promise<void> {
    const text = await this.#storage.getItem(this.#key)
    this.#values = new Map(text ? (Object.entries(JSON.parse(text)) as [string, record][]) : [])
  }

  get(key: string): record | undefined {
    return this.#values.get(key)
  }

  has(key: string): boolean {
    return this.#values.has(key)
  }

  values(): record[] {
    return [...this.#values.values()]
  }

  keys(): string[] {
    return [...this.#values.keys()]
  }

  set(key: string, value: record): Promise<void> {
    this.#values.set(key, value)
    return this.#persist()
  }

  update(key: string, patch: Partial<record>): Promise<void> {
    const current = this.#values.get(key)
    if (current === undefined) return Promise.resolve()
    return this.set(key, { ...current, ...patch })
  }

  delete(key: string): Promise<void> {
    if (!this.#values.delete(key)) return Promise.resolve()
    return this.#persist()
  }

  /** Resolves when every write so far has reached storage. */
  flush(): Promise<void> {
    return this.#writing
  }

  #persist(): Promise<void> {
    const snapshot = JSON.stringify(Object.fromEntries(this.#values))
    this.#writing = this.#writing.then(() => this.#storage.setItem(this.#key, snapshot))
    return this.#writing
  }
}
