import { describe, expect, it } from 'vitest'
import { formatBalance } from './balance.ts'
import { formatNumber } from './number.ts'
import { formatRelativeTime } from './relativeTime.ts'
import { formatDiscordName, shortenName, truncateEmail } from './text.ts'

describe('formatBalance (docs/rules/product.md, validation.md): floored to 3 decimals, default 0.000', () => {
  it.each([
    ['123456789.99999', '123456789.999'],
    ['1.9999', '1.999'],
    ['0.0009', '0.000'],
    ['1', '1.000'],
    ['1.5', '1.500'],
    ['.5', '0.500'],
    ['5.', '5.000'],
    ['0001.2', '1.200'],
    [' 2.25 ', '2.250'],
    ['1e21', '1000000000000000000000.000'],
    ['1.23456e2', '123.456'],
    ['5e-4', '0.000'],
    ['-0.0009', '-0.001'],
    ['-1.2341', '-1.235'],
    ['-1.2', '-1.200'],
    ['-0', '0.000'],
    ['123456789012345678901234567890.123456', '123456789012345678901234567890.123'],
  ])('%j → %j', (input, output) => {
    expect(formatBalance(input)).toBe(output)
  })

  it.each([
    undefined,
    null,
    '',
    '   ',
    'abc',
    '1.2.3',
    '1,000',
    'NaN',
    'Infinity',
    '١٢٣',
    '0x10',
    '1e999999',
    '.',
    '-',
  ])('invalid %j → 0.000', (input) => {
    expect(formatBalance(input as string)).toBe('0.000')
  })

  it('takes numbers and bigints', () => {
    expect(formatBalance(9.87654)).toBe('9.876')
    expect(formatBalance(10n ** 20n)).toBe('100000000000000000000.000')
    expect(formatBalance(Number.NaN)).toBe('0.000')
    expect(formatBalance(Number.POSITIVE_INFINITY)).toBe('0.000')
  })
})

describe('formatNumber (docs/rules/validation.md, limits.md): en-US, 2 decimals by default', () => {
  it('groups thousands and fixes decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89')
    expect(formatNumber('1234.5')).toBe('1,234.50')
    expect(formatNumber(0)).toBe('0.00')
    expect(formatNumber(1.5, { decimals: 0 })).toBe('2')
    expect(formatNumber(1.23456, { decimals: 4 })).toBe('1.2346')
    expect(formatNumber(12n)).toBe('12.00')
  })

  it('formats invalid input as zero', () => {
    expect(formatNumber('')).toBe('0.00')
    expect(formatNumber('abc')).toBe('0.00')
    expect(formatNumber(undefined)).toBe('0.00')
    expect(formatNumber(Number.NaN)).toBe('0.00')
  })
})

describe('shortenName (docs/rules/validation.md): middle ellipsis', () => {
  it('keeps start and end', () => {
    expect(shortenName('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71C7…976F')
    expect(shortenName('abcdefghijklmnop', { start: 3, end: 2 })).toBe('abc…op')
    expect(shortenName('abcdefghij', { start: 3, end: 0 })).toBe('abc…')
  })

  it('leaves short values alone', () => {
    expect(shortenName('vitalik.eth')).toBe('vitalik.eth')
    expect(shortenName('')).toBe('')
  })

  it('never splits a unicode character', () => {
    expect(shortenName('😀😀😀😀😀😀😀😀😀😀😀😀', { start: 2, end: 2 })).toBe('😀😀…😀😀')
  })
})

describe('truncateEmail (docs/rules/validation.md): over 30 characters → first part plus ...', () => {
  it('cuts long emails at the @', () => {
    expect(truncateEmail('a.very.long.email.address@example.com')).toBe('a.very.long.email.address...')
  })

  it('keeps emails of 30 characters or fewer', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    expect(truncateEmail(`${'a'.repeat(19)}@example.com`)).toBe(`${'a'.repeat(19)}...`)
  })
})

describe('formatDiscordName (docs/rules/validation.md): a trailing 0 is dropped', () => {
  it('drops one trailing 0 only', () => {
    expect(formatDiscordName('portico0')).toBe('portico')
    expect(formatDiscordName('portico00')).toBe('portico0')
    expect(formatDiscordName('portico')).toBe('portico')
    expect(formatDiscordName('')).toBe('')
  })
})

describe('formatRelativeTime (docs/rules/limits.md): in %s, %s ago, 1 min, %d hrs', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  const ago = (ms: number) => new Date(now.getTime() - ms)

  it.each([
    [10_000, '10 sec ago'],
    [60_000, '1 min ago'],
    [5 * 60_000, '5 min ago'],
    [60 * 60_000, '1 hr ago'],
    [3 * 3600_000, '3 hrs ago'],
    [26 * 3600_000, '1 d ago'],
    [3 * 86_400_000, '3 d ago'],
    [40 * 86_400_000, '1 mo ago'],
    [100 * 86_400_000, '3 mo ago'],
    [400 * 86_400_000, '1 yr ago'],
    [800 * 86_400_000, '2 yr ago'],
  ])('%d ms ago → %s', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text)
  })

  it('describes the future with "in"', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 2 * 3600_000), now)).toBe('in 2 hrs')
  })

  it('accepts timestamps and strings, and gives up on invalid dates', () => {
    expect(formatRelativeTime(now.getTime() - 60_000, now)).toBe('1 min ago')
    expect(formatRelativeTime('2026-11-22T11:00:00Z', now)).toBe('1 hr ago')
    expect(formatRelativeTime('not a date', now)).toBe('')
  })
})
