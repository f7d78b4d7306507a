import { Redis } from 'ioredis'
import type { RateDecision, RateLimit } from './rateLimiter.ts'

/** Counts one request in the key's window and answers the count and the window's remaining ms, atomically. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }`

export type RedisRateLimiterOptions = {
  /** A connected client; the limiter does not close it. */
  redis: Redis
  /** Prefix of the limiter's keys, so several limiters (or servers of several deployments) share one Redis. */
  keyPrefix: string
  limit: RateLimit
}

/**
 * Fixed-window counters per key in Redis, so every server process behind one Redis counts together:
 * the limit holds across processes, not per process.
 *
 * @example
 * const limiter = new RedisRateLimiter({ redis, keyPrefix: 'portico:auth:email:', limit: { max: 5, windowMs: 600_000 } })
 * const decision = await limiter.take('ada@example.com')
 */
export class RedisRateLimiter {
  readonly #options: RedisRateLimiterOptions

  constructor(options: RedisRateLimiterOptions) {
    this.#options = options
  }

  async take(key: string): Promise<RateDecision> {
    const { redis, keyPrefix, limit } = this.#options
    const [count, ttl] = (await redis.eval(TAKE_SCRIPT, 1, `${keyPrefix}${key}`, String(limit.windowMs))) as [
      number,
      number,
    ]
    if (count <= limit.max) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
  }
}

/** A Redis client for rate limits at `url` (ioredis reconnects by itself; errors go to `onError`). */
export function connectRateLimitRedis(url: string, onError: (error: unknown) => void): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 })
  redis.on('error', onError)
  return redis
}
