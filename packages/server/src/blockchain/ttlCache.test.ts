import { describe, expect, it } from 'vitest'
import { TtlCache } from './ttlCache.ts'

describe('TtlCache (balance cache, issue 6)', () => {
  it('keeps values for the TTL only', () => {
    let now = 1_000
    const cache = new TtlCache<string>(5_000, 10, () => now)
    cache.set('a', 'one')
    now += 4_999
    expect(cache.get('a')).toBe('one')
    now += 1
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the oldest entries above the size bound', () => {
    const cache = new TtlCache<number>(60_000, 2)
    cache.set('a', 1)
    cache.set('b', 2)
    cache.set('c', 3)
    expect([cache.get('a'), cache.get('b'), cache.get('c'), cache.size]).toEqual([undefined, 2, 3, 2])
  })

  it('shares one load between concurrent callers and serves it afterwards', async () => {
    const cache = new TtlCache<number>(60_000, 10)
    let loads = 0
    const load = async () => ++loads
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1])
    expect(await cache.getOrLoad('k', load)).toBe(1)
    expect(loads).toBe(1)
  })

  it('refresh loads again and stores the newer value; failures are not stored', async () => {
    const cache = new TtlCache<number>(60_000, 10)
    await cache.getOrLoad('k', async () => 1)
    expect(await cache.getOrLoad('k', async () => 2, true)).toBe(2)
    expect(cache.get('k')).toBe(2)
    await expect(cache.getOrLoad('x', async () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    expect(await cache.getOrLoad('x', async () => 3)).toBe(3)
  })

  it('stores nothing with a TTL of 0', async () => {
    const cache = new TtlCache<number>(0, 10)
    await cache.getOrLoad('k', async () => 1)
    expect(cache.size).toBe(0)
  })
})
