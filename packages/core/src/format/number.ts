import { NUMBER_FORMAT } from '../constants/display.ts'

export type FormatNumberOptions = {
  /** Fraction digits; 2 by default (docs/rules/limits.md). */
  decimals?: number | undefined
}

/**
 * Formats a number with en-US grouping and a fixed number of decimals (docs/rules/validation.md, limits.md).
 * Invalid input formats as zero.
 *
 * @example formatNumber(1234.5) // '1,234.50'
 */
export function formatNumber(
  value: string | number | bigint | undefined | null,
  options: FormatNumberOptions = {},
): string {
  const decimals = options.decimals ?? NUMBER_FORMAT.decimals
  const formatter = new Intl.NumberFormat(NUMBER_FORMAT.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  const number =
    typeof value === 'bigint' ? value : Number(typeof value === 'string' ? value.trim() || 'x' : value)
  if (typeof number === 'number' && !Number.isFinite(number)) return formatter.format(0)
  return formatter.format(number)
}
