import { describe, expect, it } from 'vitest'
import { impactText, rateText, shortAmount } from './swapFormat.ts'

const PUSD = { address: '0x1', symbol: 'PUSD', decimals: 6 } as Parameters<typeof rateText>[2]
const PDAI = { address: '0x2', symbol: 'PDAI', decimals: 18 } as Parameters<typeof rateText>[3]

describe('swap amounts in the modal’s locale', () => {
  it('keeps English’s fixed format and uses the locale’s separators elsewhere', () => {
    expect(shortAmount(10_100_000_000n, 6, 'en')).toBe('10100.000')
    expect(shortAmount(10_100_000_000n, 6, 'de')).toBe('10.100,000')
    expect(shortAmount(1n, 6, 'en')).toBe('<0.001')
    expect(shortAmount(1n, 6, 'de')).toBe('<0,001')
  })

  it('writes the rate and the price impact with the locale’s decimal separator', () => {
    expect(rateText(1_000_000n, 987_000_000_000_000_000n, PUSD, PDAI, 'en')).toBe('1 PUSD = 0.987 PDAI')
    expect(rateText(1_000_000n, 987_000_000_000_000_000n, PUSD, PDAI, 'de')).toBe('1 PUSD = 0,987 PDAI')
    expect(impactText(0.5, 'en')).toBe('0.50%')
    expect(impactText(0.5, 'de')).toBe('0,50%')
    expect(impactText(0.001, 'en')).toBe('<0.01%')
    expect(impactText(null, 'de')).toBeUndefined()
  })
})
