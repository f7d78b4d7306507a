export type ShortenNameOptions = {
  /** Characters kept at the start; 6 by default (room for '0x' and four digits). */
  start?: number | undefined
  /** Characters kept at the end; 4 by default. */
  end?: number | undefined
}

/**
 * Shortens a name or address in the middle with an ellipsis (docs/rules/validation.md). Counts code points, so
 * emoji and other non-BMP characters are never split.
 *
 * @example shortenName('0x71C7656EC7ab88b098defB751B7401B5f6d8976F') // '0x71C7…976F'
 */
export function shortenName(value: string, options: ShortenNameOptions = {}): string {
  const start = Math.max(0, options.start ?? 6)
  const end = Math.max(0, options.end ?? 4)
  const characters = Array.from(value)
  if (characters.length <= start + end + 1) return value
  return `${characters.slice(0, start).join('')}…${end > 0 ? characters.slice(-end).join('') : ''}`
}

const MAX_EMAIL_LENGTH = 30

/** Email login names over 30 characters become the part before '@' plus '...' (docs/rules/validation.md). */
export function truncateEmail(email: string): string {
  if (Array.from(email).length <= MAX_EMAIL_LENGTH) return email
  const at = email.indexOf('@')
  return `${at === -1 ? email : email.slice(0, at)}...`
}

/** Discord usernames ending in 0 lose that last character (docs/rules/validation.md): the legacy '#0' discriminator. */
export function formatDiscordName(name: string): string {
  return name.endsWith('0') ? name.slice(0, -1) : name
}
