import type { KeyValueStorage } from '../adapters/types.ts'

/** How one persisted item is written and read back. */
export type StorageItem<value> = {
  /** The format's version, written beside the value; bump it when the shape changes. */
  version: number
  /**
   * Turns a value written by an older version into this version's, or undefined to drop it. Version 0
   * is a value written before items had versions (the bare JSON). Without `migrate`, an older value is
   * dropped. A value it returns is checked by `parse` like any other.
   */
  migrate?: ((persisted: unknown, version: number) => value | undefined) | undefined
  /** Checks a value read back (of this version or migrated); undefined drops it. */
  parse: (persisted: unknown) => value | undefined
  /** What of the value is written (e.g. only live connections); the whole value by default. */
  partialize?: ((value: value) => value) | undefined
}

/** The items a storage holds, by name: `{ connections: StorageItem<ConnectionsState>, … }`. */
export type StorageItems<schema> = { [name in keyof schema]: StorageItem<schema[name]> }

export type CreateStorageParameters<schema> = {
  /** Where the text goes: `localStorage`, `cookieStorage`, `createMemoryStorage()`. */
  storage: KeyValueStorage
  /** Prefix of every key: `${key}:${name}`. Default 'portico'. */
  key?: string | undefined
  items: StorageItems<schema>
}

/** A typed, versioned view of a key-value storage; reading never throws. */
export type Storage<schema> = {
  readonly key: string
  /** The item, migrated from an older version when it can be; undefined when absent, unreadable or dropped. */
  getItem<name extends keyof schema & string>(name: name): schema[name] | undefined
  setItem<name extends keyof schema & string>(name: name, value: schema[name]): void
  removeItem<name extends keyof schema & string>(name: name): void
}

export type CreateStorageReturnType<schema> = Storage<schema>

export type CreateStorageErrorType = never

/** The text an item is stored as: `{ "state": …, "version": n }`. */
type Envelope = { state: unknown; version: number }

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'state' in value &&
    typeof (value as { version?: unknown }).version === 'number' &&
    Object.keys(value).length === 2
  )
}

/** Reads an item's text into its value; undefined for anything it cannot read or migrate. */
export function readStorageItem<value>(
  item: StorageItem<value>,
  text: string | null | undefined,
): value | undefined {
  if (!text) return undefined
  try {
    const stored: unknown = JSON.parse(text)
    const { state, version } = isEnvelope(stored) ? stored : { state: stored, version: 0 }
    if (version === item.version) return item.parse(state)
    if (version > item.version || !item.migrate) return undefined
    const migrated = item.migrate(state, version)
    return migrated === undefined ? undefined : item.parse(migrated)
  } catch {
    return undefined
  }
}

/**
 * A typed, versioned storage over a key-value backend, like wagmi's `createStorage`: each item has a
 * `version`, a `migrate` step from older versions (0: the bare JSON of before versions), a `parse` that
 * checks what is read back and an optional `partialize`. A value of an older version is migrated or
 * dropped, a malformed or newer one dropped; a backend that throws (storage full, sandboxed frame)
 * reads as empty and writes nothing.
 *
 * @example
 * import { createStorage, createMemoryStorage } from '@portico/core'
 * const storage = createStorage<{ recent: string[] }>({
 *   storage: createMemoryStorage(),
 *   items: { recent: { version: 1, parse: (value) => (Array.isArray(value) ? value : undefined), migrate: (value) => value as string[] } },
 * })
 * storage.setItem('recent', ['io.metamask'])
 */
export function createStorage<schema>(
  parameters: CreateStorageParameters<schema>,
): CreateStorageReturnType<schema> {
  const { storage, items } = parameters
  const key = parameters.key ?? 'portico'
  const keyOf = (name: string) => `${key}:${name}`
  return {
    key,
    getItem(name) {
      const item = items[name]
      let text: string | null
      try {
        text = storage.getItem(keyOf(name))
      } catch {
        return undefined
      }
      const value = readStorageItem(item, text)
      if (value === undefined && text) {
        try {
          storage.removeItem(keyOf(name))
        } catch {
          // A backend that refuses writes keeps the old text; it still reads as nothing.
        }
      }
      return value
    },
    setItem(name, value) {
      const item = items[name]
      const state = item.partialize ? item.partialize(value) : value
      try {
        storage.setItem(keyOf(name), JSON.stringify({ state, version: item.version } satisfies Envelope))
      } catch {
        // Storage full or refused: the value stays in memory only.
      }
    },
    removeItem(name) {
      try {
        storage.removeItem(keyOf(name))
      } catch {
        // As above.
      }
    },
  }
}
