import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { IDBFactory } from 'fake-indexeddb'
import { afterEach, describe, expect, it } from 'vitest'
import { fileStorage } from './fileStorage.ts'
import { indexedDbStorage } from './indexedDbStorage.ts'
import { memoryStorage } from './memoryStorage.ts'
import { RecordStore } from './recordStore.ts'
import type { Storage } from './types.ts'

const directories: string[] = []
afterEach(async () => {
  await Promise.all(directories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })))
})

async function temporaryFile() {
  const directory = await mkdtemp(join(tmpdir(), 'portico-wc-'))
  directories.push(directory)
  return join(directory, 'nested', 'sessions.json')
}

async function exercise(storage: Storage) {
  expect(await storage.getItem('a')).toBeUndefined()
  await storage.setItem('a', '1')
  await storage.setItem('b', '2')
  await storage.removeItem('b')
  expect(await storage.getItem('a')).toBe('1')
  expect(await storage.getItem('b')).toBeUndefined()
}

describe('storage behind one interface (docs/rules/states.md: sessions survive reload)', () => {
  it('memory', async () => {
    await exercise(memoryStorage())
  })

  it('JSON file in Node: a second instance on the same file sees the values', async () => {
    const path = await temporaryFile()
    await exercise(fileStorage(path))
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ a: '1' })
    expect(await fileStorage(path).getItem('a')).toBe('1')
  })

  it('IndexedDB (fake-indexeddb): a second instance on the same database sees the values', async () => {
    const factory = new IDBFactory()
    await exercise(indexedDbStorage({ factory, dbName: 'test' }))
    expect(await indexedDbStorage({ factory, dbName: 'test' }).getItem('a')).toBe('1')
  })

  it('a record store writes through and reloads', async () => {
    const storage = memoryStorage()
    const store = new RecordStore<{ topic: string; expiry: number }>(storage, 'wc:sessions')
    await store.load()
    await store.set('t1', { topic: 't1', expiry: 1 })
    await store.set('t2', { topic: 't2', expiry: 2 })
    await store.update('t1', { expiry: 10 })
    await store.delete('t2')
    const reloaded = new RecordStore<{ topic: string; expiry: number }>(storage, 'wc:sessions')
    await reloaded.load()
    expect(reloaded.values()).toEqual([{ topic: 't1', expiry: 10 }])
  })
})
