import { InvalidAmountError } from '../errors/transactions.ts'
import { toDecimalParts } from '../format/decimal.ts'

/**
 * Converts a decimal amount to the token's smallest unit without floating point (docs/rules/states.md, validation.md).
 * Digits beyond the token's decimals are an error, not rounded away.
 *
 * @example parseTokenAmount('0.1', 18) // 100000000000000000n
 * @example parseTokenAmount('1.5', 6) // 1500000n
 */
export function parseTokenAmount(amount: string | number, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 255)
    throw new InvalidAmountError(amount, decimals)
  const parts = toDecimalParts(amount)
  if (!parts || parts.negative) throw new InvalidAmountError(amount, decimals)
  const fraction = parts.fraction.replace(/0+$/, '')
  if (fraction.length > decimals) throw new InvalidAmountError(amount, decimals)
  return BigInt(parts.integer + fraction.padEnd(decimals, '0'))
}

/**
 * The inverse of parseTokenAmount: smallest units to an exact decimal string.
 *
 * @example formatTokenAmount(1500000n, 6) // '1.5'
 */
export function formatTokenAmount(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const integer = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`
}
