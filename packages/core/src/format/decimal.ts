export type DecimalParts = { negative: boolean; integer: string; fraction: string }

const decimalText = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i
// Beyond a double's range a value cannot have come from a real balance.
const MAX_EXPONENT = 400

/**
 * Reads a number, bigint or decimal string (with optional exponent) into exact decimal digits.
 * Returns undefined for anything that is not a finite decimal number.
 */
export function toDecimalParts(value: string | number | bigint | undefined | null): DecimalParts | undefined {
  if (typeof value === 'bigint') {
    const text = value.toString()
    const negative = text.startsWith('-')
    return { negative, integer: negative ? text.slice(1) : text, fraction: '' }
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  if (typeof value !== 'number' && typeof value !== 'string') return undefined
  const match = decimalText.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', integerDigits = '', fractionDigits = '', exponentText] = match
  if (integerDigits.length === 0 && fractionDigits.length === 0) return undefined
  const exponent = Number(exponentText ?? 0)
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined
  let digits = integerDigits + fractionDigits
  let point = integerDigits.length + exponent
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  }
  if (point > digits.length) digits = digits.padEnd(point, '0')
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0'
  const fraction = digits.slice(point)
  return { negative: sign === '-', integer, fraction }
}
