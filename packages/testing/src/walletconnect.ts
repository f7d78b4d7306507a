import { memoryStorage } from '@portico/walletconnect'

const bigintPattern = /^\d+n$/

/**
 * The key-value storage interface the official clients accept (`storage` option), over
 * memoryStorage, so interop tests write no files. Like their own storage it keeps BigInt values
 * (they parse 19-digit ids into BigInt) by writing them as "123n".
 *
 * @example
 * const dapp = await SignClient.init({ relayUrl, projectId, storage: officialMemoryStorage() })
 */
export function officialMemoryStorage() {
  const entries = new Map<string, string>()
  const storage = memoryStorage(entries)
  const write = (value: unknown) =>
    JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? `${item}n` : item))
  const read = <value>(text: string) =>
    JSON.parse(text, (_key, item: unknown) =>
      typeof item === 'string' && bigintPattern.test(item) ? BigInt(item.slice(0, -1)) : item,
    ) as value
  return {
    async getKeys() {
      return [...entries.keys()]
    },
    async getEntries<value = unknown>(): Promise<[string, value][]> {
      return [...entries].map(([key, text]) => [key, read<value>(text)])
    },
    async getItem<value = unknown>(key: string): Promise<value | undefined> {
      const text = await storage.getItem(key)
      return text === undefined ? undefined : read<value>(text)
    },
    async setItem<value = unknown>(key: string, value: value) {
      await storage.setItem(key, write(value))
    },
    async removeItem(key: string) {
      await storage.removeItem(key)
    },
  }
}
