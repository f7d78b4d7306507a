const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

// Thresholds as in common relative-time formatters: under 45 s is seconds, under 90 s is '1 min', ...
function describe(ms: number): string {
  const seconds = Math.round(ms / SECOND)
  const minutes = Math.round(ms / MINUTE)
  const hours = Math.round(ms / HOUR)
  const days = Math.round(ms / DAY)
  if (seconds < 45) return `${seconds} sec`
  if (seconds < 90) return '1 min'
  if (minutes < 45) return `${minutes} min`
  if (minutes < 90) return '1 hr'
  if (hours < 22) return `${hours} hrs`
  if (hours < 36) return '1 d'
  if (days < 26) return `${days} d`
  if (days < 46) return '1 mo'
  const months = Math.round(days / 30.4375)
  if (days < 320) return `${months} mo`
  if (days < 548) return '1 yr'
  return `${Math.round(days / 365.25)} yr`
}

/**
 * Describes `date` relative to `now` with abbreviations: 'in %s', '%s ago', '1 min', '%d hrs' (docs/rules/limits.md).
 *
 * @example formatRelativeTime(new Date(Date.now() - 3 * 3600_000), new Date()) // '3 hrs ago'
 */
export function formatRelativeTime(date: Date | number | string, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime()
  const current = new Date(now).getTime()
  if (!Number.isFinite(then) || !Number.isFinite(current)) return ''
  const difference = then - current
  const text = describe(Math.abs(difference))
  return difference > 0 ? `in ${text}` : `${text} ago`
}
