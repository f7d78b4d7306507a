import type { Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { findBestRoute } from './findBestRoute.ts'

const [a, b, c]: [Address, Address, Address] = [
  '0x000000000000000000000000000000000000000a',
  '0x000000000000000000000000000000000000000b',
  '0x000000000000000000000000000000000000000c',
]

describe('findBestRoute: Uniswap v2 constant-product math (x·y=k, 0.3 % fee)', () => {
  it('computes each hop with the router integer formula', () => {
    const route = findBestRoute({
      amountIn: 1_000n,
      candidates: [{ path: [a, b], pools: [{ reserveIn: 100_000n, reserveOut: 200_000n }] }],
    })
    // 1000·997·200000 / (100000·1000 + 1000·997) = 1974.32… → 1974
    expect(route?.amounts).toEqual([1_000n, 1_974n])
  })

  it('picks the path that pays the most, a two-hop path when it beats a thin direct pool', () => {
    const route = findBestRoute({
      amountIn: 10n ** 6n,
      candidates: [
        { path: [a, b], pools: [{ reserveIn: 10n ** 7n, reserveOut: 10n ** 7n }] },
        {
          path: [a, c, b],
          pools: [
            { reserveIn: 10n ** 12n, reserveOut: 10n ** 12n },
            { reserveIn: 10n ** 12n, reserveOut: 10n ** 12n },
          ],
        },
      ],
    })
    expect(route?.path).toEqual([a, c, b])
    expect(route?.amounts.at(-1)).toBe(994_007n)
  })

  it('price impact leaves the fee out: a tiny trade has almost none, a trade of 10 % of the pool about 9.1 %', () => {
    const pool = { reserveIn: 10n ** 18n, reserveOut: 10n ** 18n }
    expect(
      findBestRoute({ amountIn: 10n ** 9n, candidates: [{ path: [a, b], pools: [pool] }] })?.priceImpact,
    ).toBe(0)
    expect(
      findBestRoute({ amountIn: 10n ** 17n, candidates: [{ path: [a, b], pools: [pool] }] })?.priceImpact,
    ).toBeCloseTo(9.066, 2)
  })

  it('no route when no candidate pays anything', () => {
    expect(findBestRoute({ amountIn: 1n, candidates: [] })).toBeUndefined()
    expect(
      findBestRoute({
        amountIn: 1n,
        candidates: [{ path: [a, b], pools: [{ reserveIn: 10n ** 18n, reserveOut: 1n }] }],
      }),
    ).toBeUndefined()
  })
})
