/** An allow-list entry: an origin, optionally with `*.` standing for any subdomain. */
const ORIGIN_ENTRY = /^(https?):\/\/(\*\.)?([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(:\d{1,5})?$/

/** Checks and lower-cases an allow-list entry; undefined when it is not an origin. */
export function normalizeOriginEntry(entry: string): string | undefined {
  const value = entry.trim().toLowerCase().replace(/\/$/, '')
  return ORIGIN_ENTRY.test(value) ? value : undefined
}

/** `scheme://host[:port]` of a URL or Origin header value, or undefined. */
export function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin.toLowerCase() : undefined
  } catch {
    return undefined
  }
}

export function isLocalOrigin(origin: string): boolean {
  const { hostname } = new URL(origin)
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}

/**
 * The analytics allow-list rule: with an empty list only local origins (localhost, 127.0.0.0/8, [::1])
 * and callers without an origin (server-side tools) are allowed; otherwise the origin must match an
 * entry exactly or, for `scheme://*.domain` entries, be a subdomain of it.
 */
export function isOriginAllowed(allowedOrigins: readonly string[], origin: string | undefined): boolean {
  if (allowedOrigins.length === 0) return origin === undefined || isLocalOrigin(origin)
  if (origin === undefined) return false
  return allowedOrigins.some((entry) => {
    const wildcard = entry.indexOf('://*.')
    if (wildcard === -1) return entry === origin
    const scheme = entry.slice(0, wildcard + 3)
    const suffix = entry.slice(wildcard + 4)
    return origin.startsWith(scheme) && origin.slice(scheme.length).endsWith(suffix)
  })
}
