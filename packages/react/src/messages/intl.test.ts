import { describe, expect, it } from 'vitest'
import { formatSats } from './intl.ts'

describe('formatSats', () => {
  it('groups sats as the locale groups digits, English included', () => {
    expect(formatSats(250_000n, 'en')).toBe('250,000')
    expect(formatSats(250_000n, 'de')).toBe('250.000')
    expect(formatSats(294n, 'en')).toBe('294')
    expect(formatSats(2_100_000_000_000_000n, 'en')).toBe('2,100,000,000,000,000')
  })
})
