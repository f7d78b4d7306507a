import { describe, expect, it } from 'vitest'
import { formatAmountText, parseAmountText } from './amountText.ts'

describe('parseAmountText', () => {
  it("reads the locale's group separator as grouping, never as a decimal one", () => {
    expect(parseAmountText('1,234', 'en')).toBe('1234')
    expect(parseAmountText('1,234,567.25', 'en')).toBe('1234567.25')
    expect(parseAmountText('1.234', 'de')).toBe('1234')
    expect(parseAmountText('1.234.567,25', 'de')).toBe('1234567.25')
    expect(parseAmountText('12,34,567', 'hi')).toBe('1234567')
  })

  it('leaves a group separator that does not group thousands as text the flow calls invalid', () => {
    expect(parseAmountText('1,5', 'en')).toBe('1,5')
    expect(parseAmountText('1,23', 'en')).toBe('1,23')
    expect(parseAmountText('1.5', 'de')).toBe('1.5')
    expect(parseAmountText('1.5,2', 'en')).toBe('1.5,2')
    expect(parseAmountText('1,234,5', 'de')).toBe('1,234,5')
  })

  it("reads the locale's decimal separator, Arabic digits and signs, spaces", () => {
    expect(parseAmountText('1,5', 'de')).toBe('1.5')
    expect(parseAmountText('0,000000000000000001', 'de')).toBe('0.000000000000000001')
    expect(parseAmountText('1.5', 'en')).toBe('1.5')
    expect(parseAmountText('١٬٢٣٤٫٥', 'ar')).toBe('1234.5')
    expect(parseAmountText('1 234,5', 'fr')).toBe('1234.5')
    expect(parseAmountText('1.5', 'fr')).toBe('1.5')
    expect(parseAmountText("1'234.5", 'de-CH')).toBe('1234.5')
  })
})

describe('formatAmountText', () => {
  it("shows a plain amount with the locale's decimal separator and every digit", () => {
    expect(formatAmountText('1234.5', 'de')).toBe('1234,5')
    expect(formatAmountText('0.000000000000000001', 'en')).toBe('0.000000000000000001')
  })
})
