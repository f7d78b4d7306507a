/**
 * The key-value storage interface the official WalletConnect clients accept (`storage` option),
 * kept in memory so interop tests write no files. Values are JSON round-tripped like theirs.
 */
export function createMemoryKeyValueStorage() {
  const entries = new Map<string, string>()
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<T = unknown>(): Promise<[string, T][]> {
      return [...entries].map(([key, value]) => [key, JSON.parse(value) as T])
    },
    async getItem<T = unknown>(key: string): Promise<T | undefined> {
      const value = entries.get(key)
      return value === undefined ? undefined : (JSON.parse(value) as T)
    },
    async setItem<T = unknown>(key: string, value: T) {
      entries.set(key, JSON.stringify(value))
    },
    async removeItem(key: string) {
      entries.delete(key)
    },
  }
}
