import { formatNumber, formatRelativeTime } from '@portico/core'

export { localizeDecimal } from '@portico/core'

/**
 * A whole number of sats (Bitcoin's smallest unit) grouped as the locale groups digits, in every
 * locale, English included.
 *
 * @example formatSats(250_000n, 'de') // '250.000'
 */
export function formatSats(sats: bigint, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(sats)
}

// English keeps the product's fixed formats ('1,234.50', '3 hrs ago'); other locales get Intl's.

/**
 * A value in US dollars with 2 decimals.
 *
 * @example formatFiat(1234.5, 'fr') // '1 234,50 $'
 */
export function formatFiat(value: number | string | undefined, locale: string): string {
  if (locale === 'en') return `$${formatNumber(value ?? 0)}`
  const number = Number(value ?? 0)
  return (
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      // '$' where the locale has a narrow symbol, placed as the locale places it.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    })
      .formatToParts(Number.isFinite(number) ? number : 0)
      // A symbol with Latin letters ('US$' in Arabic) is isolated left to right (LRI … PDI): a right-to-left
      // line would otherwise move its '$' before the letters and show '$US'.
      .map((part) =>
        part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value,
      )
      .join('')
  )
}

const UNITS: [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in seconds, the age in seconds below which it is used
  ['second', 1, 45],
  ['minute', 60, 45 * 60],
  ['hour', 3600, 22 * 3600],
  ['day', 86_400, 26 * 86_400],
  ['month', 2_629_800, 320 * 86_400],
  ['year', 31_557_600, Number.POSITIVE_INFINITY],
]

/**
 * How long ago (or in how long) a date is, short: '3 hrs ago' in English, 'vor 3 Std.' in German.
 *
 * @example formatTimeAgo(Date.now() - 3 * 3600_000, 'ja') // '3 時間前'
 */
export function formatTimeAgo(date: Date | number | string, locale: string, now = Date.now()): string {
  if (locale === 'en') return formatRelativeTime(date, now)
  const then = new Date(date).getTime()
  if (!Number.isFinite(then)) return ''
  const seconds = (then - now) / 1000
  const [unit, length] = UNITS.find(([, , below]) => Math.abs(seconds) < below) ?? UNITS[0]!
  const value = Math.round(seconds / length) || (unit === 'second' ? 0 : Math.sign(seconds))
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always', style: 'short' }).format(value, unit)
}
