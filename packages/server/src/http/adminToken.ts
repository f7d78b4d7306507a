import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { HttpError } from './httpError.ts'
import type { Limiter } from './rateLimiter.ts'

export const ADMIN_TOKEN_REQUIRED = 'This server requires an admin token: Authorization: Bearer <token>'

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Checks `Authorization: Bearer <adminToken>` in constant time (both sides hashed first, so neither
 * the token's length nor its first differing byte shows in the timing). Wrong tokens are counted per
 * client IP: past the limit every admin request from that IP is a 429 until the window ends, right
 * token or not, so the token cannot be guessed.
 */
export async function checkAdminToken(
  request: FastifyRequest,
  adminToken: string,
  failures: Limiter,
): Promise<void> {
  const blocked = await failures.peek(request.ip)
  if (!blocked.allowed) throw tooManyFailures(blocked.retryAfterSeconds)
  const given = request.headers.authorization ?? ''
  if (timingSafeEqual(digest(given), digest(`Bearer ${adminToken}`))) return
  const counted = await failures.take(request.ip)
  if (!counted.allowed) throw tooManyFailures(counted.retryAfterSeconds)
  throw new HttpError(401, ADMIN_TOKEN_REQUIRED)
}

function tooManyFailures(retryAfterSeconds: number): HttpError {
  return new HttpError(429, `Too many wrong admin tokens; retry in ${retryAfterSeconds} s`, {
    'retry-after': String(retryAfterSeconds),
  })
}
