import { toDecimalParts } from './decimal.ts'

const DECIMALS = 3
const SCALE = 10n ** BigInt(DECIMALS)

/**
 * Formats a balance floored (never rounded) to exactly 3 decimals (docs/rules/product.md, validation.md).
 * Works on the decimal text, so large and long values lose nothing to floating point.
 *
 * @example formatBalance('123456789.99999') // '123456789.999'
 * @example formatBalance(undefined) // '0.000'
 */
export function formatBalance(value: string | number | bigint | undefined | null): string {
  const parts = toDecimalParts(value)
  if (!parts) return '0.000'
  const { negative, integer, fraction } = parts
  let scaled = BigInt(integer + fraction.slice(0, DECIMALS).padEnd(DECIMALS, '0'))
  // Flooring a negative value moves it away from zero when digits are cut.
  if (negative && /[1-9]/.test(fraction.slice(DECIMALS))) scaled += 1n
  if (scaled === 0n) return '0.000'
  const whole = scaled / SCALE
  const cents = (scaled % SCALE).toString().padStart(DECIMALS, '0')
  return `${negative ? '-' : ''}${whole}.${cents}`
}
