/** Seconds a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5

// PostgreSQL's SQLSTATEs for a lost or refused connection: class 08 (connection exception), 57P01-57P03
// (admin or crash shutdown, cannot connect now: a restart) and 53300 (too many connections).
const SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
// node-postgres reports a socket closed under a query without a code.
const MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
]

/**
 * Whether an error means the database cannot be reached right now (restarting, connections killed,
 * network gone) rather than that the request or the code is wrong. Follows `cause` chains.
 *
 * @example
 * if (isDatabaseUnavailable(error)) reply.status(503).header('retry-after', '5')
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string' && (SQLSTATES.test(code) || NETWORK_CODES.has(code))) return true
    if (MESSAGES.some((message) => current instanceof Error && current.message.startsWith(message)))
      return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
