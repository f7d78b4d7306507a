import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from '../adapters/types.ts'
import { createMemoryStorage } from './backends.ts'
import { createStorage, readStorageItem } from './createStorage.ts'
import { type PorticoStorageSchema, STORAGE_ITEMS } from './items.ts'

type Schema = { recent: string[]; profile: { name: string } }

const items = {
  recent: {
    version: 1,
    migrate: (value: unknown) => value as string[],
    parse: (value: unknown) => (Array.isArray(value) ? (value as string[]) : undefined),
  },
  profile: {
    version: 2,
    // Version 1 stored the name alone.
    migrate: (value: unknown, version: number) =>
      version === 1 && typeof value === 'string' ? { name: value } : undefined,
    parse: (value: unknown) =>
      typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string'
        ? (value as { name: string })
        : undefined,
    partialize: ({ name }: { name: string }) => ({ name }),
  },
}

describe('createStorage', () => {
  it('writes each item under its prefixed key with its version, and reads it back typed', () => {
    const backend = createMemoryStorage()
    const storage = createStorage<Schema>({ storage: backend, items })
    storage.setItem('recent', ['io.metamask'])
    expect(JSON.parse(backend.getItem('portico:recent')!)).toEqual({ state: ['io.metamask'], version: 1 })
    expect(storage.getItem('recent')).toEqual(['io.metamask'])
    storage.removeItem('recent')
    expect(backend.getItem('portico:recent')).toBeNull()
  })

  it('takes another key prefix', () => {
    const backend = createMemoryStorage()
    createStorage<Schema>({ storage: backend, key: 'shop', items }).setItem('recent', [])
    expect(backend.getItem('shop:recent')).not.toBeNull()
  })

  it('writes only what partialize keeps', () => {
    const backend = createMemoryStorage()
    const storage = createStorage<Schema>({ storage: backend, items })
    storage.setItem('profile', { name: 'alice', extra: true } as { name: string })
    expect(JSON.parse(backend.getItem('portico:profile')!).state).toEqual({ name: 'alice' })
  })

  it('migrates a value of an older version, and drops one it cannot migrate', () => {
    const backend = createMemoryStorage()
    const storage = createStorage<Schema>({ storage: backend, items })
    backend.setItem('portico:profile', JSON.stringify({ state: 'alice', version: 1 }))
    expect(storage.getItem('profile')).toEqual({ name: 'alice' })
    backend.setItem('portico:profile', JSON.stringify({ state: 42, version: 1 }))
    expect(storage.getItem('profile')).toBeUndefined()
    expect(backend.getItem('portico:profile')).toBeNull()
  })

  it('drops a value of a newer version, malformed text or a value that does not parse, and never throws', () => {
    const backend = createMemoryStorage()
    const storage = createStorage<Schema>({ storage: backend, items })
    for (const text of [
      JSON.stringify({ state: ['a'], version: 9 }),
      '{',
      'null',
      JSON.stringify({ state: 'x', version: 1 }),
    ]) {
      backend.setItem('portico:recent', text)
      expect(storage.getItem('recent')).toBeUndefined()
      expect(backend.getItem('portico:recent')).toBeNull()
    }
  })

  it('reads as empty and writes nothing over a backend that throws', () => {
    const refusing: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage<Schema>({ storage: refusing, items })
    expect(storage.getItem('recent')).toBeUndefined()
    expect(() => storage.setItem('recent', ['a'])).not.toThrow()
    expect(() => storage.removeItem('recent')).not.toThrow()
  })
})

describe("Portico's items: today's keys written before versions still read", () => {
  const bare: { [name in keyof PorticoStorageSchema]: PorticoStorageSchema[name] } = {
    connections: {
      activeNamespace: 'eip155',
      byNamespace: {
        eip155: {
          activeConnectorId: 'dev.portico.wallet',
          connections: [
            {
              connectorId: 'dev.portico.wallet',
              accounts: [{ address: '0xabc', type: 'eoa' }],
              chainId: 31337,
            },
          ],
        },
      },
    },
    recent: ['io.metamask', 'walletConnect'],
    'recent-wallets': [{ id: 'w1', name: 'Wallet One' } as PorticoStorageSchema['recent-wallets'][number]],
    identity: { '0xabc': { name: 'alice.eth', avatar: null } },
    'email-captured': ['0xabc'],
    'siwx-tokens': { 'eip155:31337:0xabc': { token: 't', id: 's1', signature: '0x01' } },
  }

  it('migrates the bare JSON of each key (version 0) as is', () => {
    const backend = createMemoryStorage()
    const storage = createStorage<PorticoStorageSchema>({ storage: backend, items: STORAGE_ITEMS })
    for (const [name, value] of Object.entries(bare)) {
      backend.setItem(`portico:${name}`, JSON.stringify(value))
      expect(storage.getItem(name as keyof PorticoStorageSchema)).toEqual(value)
    }
  })

  it('drops a bare value of the wrong shape instead of failing', () => {
    expect(readStorageItem(STORAGE_ITEMS.connections, '[]')).toBeUndefined()
    expect(readStorageItem(STORAGE_ITEMS.identity, '"x"')).toBeUndefined()
    expect(readStorageItem(STORAGE_ITEMS.recent, '{}')).toBeUndefined()
  })
})
