import { describe, expect, it } from 'vitest'
import { toFeeRates } from './getFeeRates.ts'

describe('toFeeRates: slow, normal and fast from Esplora /fee-estimates', () => {
  it('reads the next block, 6 blocks and 144 blocks, rounded up to whole sat/vB', () => {
    expect(toFeeRates({ '1': 21.4, '2': 18, '6': 9.02, '25': 4, '144': 1.5, '504': 1 })).toEqual({
      slow: 2n,
      normal: 10n,
      fast: 22n,
    })
  })

  it('takes the nearest target at or above each, else the slowest estimate there is', () => {
    expect(toFeeRates({ '3': 7, '10': 4, '200': 2 })).toEqual({ slow: 2n, normal: 4n, fast: 7n })
    expect(toFeeRates({ '2': 6, '4': 3 })).toEqual({ slow: 3n, normal: 3n, fast: 6n })
  })

  it('never goes below the 1 sat/vB relay minimum (a regtest node has no estimates)', () => {
    expect(toFeeRates({})).toEqual({ slow: 1n, normal: 1n, fast: 1n })
    expect(toFeeRates({ '1': 0.2, '6': 0.1, '144': 0 })).toEqual({ slow: 1n, normal: 1n, fast: 1n })
  })

  it('never prices a slower speed above a faster one', () => {
    expect(toFeeRates({ '1': 3, '6': 5, '144': 8 })).toEqual({ slow: 3n, normal: 3n, fast: 3n })
  })
})
