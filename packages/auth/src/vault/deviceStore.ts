import type { AuthAddresses } from '../protocol.ts'

const DB_NAME = 'portico-vault'
const STORE = 'kv'
const WRAP_KEY = 'wrap-key'

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function run<value>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<value> {
  const db = await open()
  try {
    return await new Promise<value>((resolve, reject) => {
      const request = action(db.transaction(STORE, mode).objectStore(STORE))
      request.onsuccess = () => resolve(request.result as value)
      request.onerror = () => reject(request.error)
    })
  } finally {
    db.close()
  }
}

/** The non-extractable AES-GCM key that wraps device shares: script can use it here, never read it. */
async function wrapKey(): Promise<CryptoKey> {
  const existing = await run<CryptoKey | undefined>('readonly', (store) => store.get(WRAP_KEY))
  if (existing) return existing
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
  await run('readwrite', (store) => store.put(key, WRAP_KEY))
  return key
}

type StoredShare = { iv: Uint8Array; ciphertext: ArrayBuffer; addresses: AuthAddresses }

/** Stores the user's device share, encrypted under the wrap key. */
export async function saveDeviceShare(
  userId: string,
  share: string,
  addresses: AuthAddresses,
): Promise<void> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await wrapKey(),
    new TextEncoder().encode(share),
  )
  await run('readwrite', (store) =>
    store.put({ iv, ciphertext, addresses } satisfies StoredShare, `device:${userId}`),
  )
}

/** The user's device share on this device, if it has one for these addresses. */
export async function loadDeviceShare(userId: string, addresses: AuthAddresses): Promise<string | undefined> {
  const stored = await run<StoredShare | undefined>('readonly', (store) => store.get(`device:${userId}`))
  if (!stored || stored.addresses.eip155 !== addresses.eip155) return undefined
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: stored.iv as BufferSource },
    await wrapKey(),
    stored.ciphertext,
  )
  return new TextDecoder().decode(plain)
}
