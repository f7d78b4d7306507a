import type { Storage } from './types.ts'

const storeName = 'keyvaluepairs'

function promisify<value>(request: IDBRequest<value>): Promise<value> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

/** Browser storage: one IndexedDB object store, so sessions survive a page reload. */
export function indexedDbStorage(parameters: { dbName?: string; factory?: IDBFactory } = {}): Storage {
  const { dbName = 'portico-walletconnect', factory = globalThis.indexedDB } = parameters
  let database: Promise<IDBDatabase> | undefined
  const open = () => {
    database ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(dbName, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(storeName)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    return database
  }
  const run = async <value>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<value>,
  ) => {
    const db = await open()
    return promisify(action(db.transaction(storeName, mode).objectStore(storeName)))
  }
  return {
    async getItem(key) {
      const value = await run('readonly', (store) => store.get(key) as IDBRequest<string | undefined>)
      return typeof value === 'string' ? value : undefined
    },
    async setItem(key, value) {
      await run('readwrite', (store) => store.put(value, key))
    },
    async removeItem(key) {
      await run('readwrite', (store) => store.delete(key))
    },
  }
}
