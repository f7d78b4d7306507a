import type { KeyValueStorage } from '@portico/core'
import { createStorage, type Storage } from '@wagmi/core'

/** Prefix of wagmi's own records (recent connector, injected disconnect flags) in the instance storage. */
const WAGMI_STORAGE_KEY = 'portico:eip155:wagmi'

/**
 * wagmi's storage on the instance storage, minus wagmi's `.store` snapshot of its state: core
 * persists the connections once (`portico:connections`) and `reconnect` rebuilds wagmi's state from
 * the wallets, so a second copy could only disagree.
 */
export function createWagmiStorage(storage: KeyValueStorage): Storage {
  const isSnapshot = (key: string) => key.endsWith('.store')
  return createStorage({
    key: WAGMI_STORAGE_KEY,
    storage: {
      getItem: (key) => (isSnapshot(key) ? null : storage.getItem(key)),
      setItem: (key, value) => {
        if (!isSnapshot(key)) storage.setItem(key, value)
      },
      removeItem: (key) => storage.removeItem(key),
    },
  })
}
