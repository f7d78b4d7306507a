import { Redis } from 'ioredis'
import { type Limiter, type RateDecision, type RateLimit, RateLimiter } from './rateLimiter.ts'

/** Counts one request in the key's window and answers the count and the window's remaining ms, atomically. */
const TAKE_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return { count, ttl }`

/** The key's count and remaining ms without counting (0 and 0 when it has no window). */
const PEEK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
return { count, ttl }`

export type RedisRateLimiterOptions = {
  /** A connected client; the limiter does not close it. */
  redis: Redis
  /** Prefix of the limiter's keys, so several limiters (or servers of several deployments) share one Redis. */
  keyPrefix: string
  limit: RateLimit
  /**
   * Called when Redis fails (down, restarting); the request is then counted in this process's memory,
   * so the limit still holds per process until Redis answers again. Without it the error is thrown.
   */
  onError?: ((error: unknown) => void) | undefined
}

/**
 * Fixed-window counters per key in Redis, so every server process behind one Redis counts together:
 * the limit holds across processes, not per process.
 *
 * @example
 * const limiter = new RedisRateLimiter({ redis, keyPrefix: 'portico:auth:email:', limit: { max: 5, windowMs: 600_000 } })
 * const decision = await limiter.take('ada@example.com')
 */
export class RedisRateLimiter implements Limiter {
  readonly #options: RedisRateLimiterOptions
  readonly #local: RateLimiter | undefined

  constructor(options: RedisRateLimiterOptions) {
    this.#options = options
    this.#local = options.onError ? new RateLimiter(options.limit) : undefined
  }

  take(key: string): Promise<RateDecision> {
    return this.#run(
      TAKE_SCRIPT,
      key,
      (count) => count <= this.#options.limit.max,
      this.#local?.take.bind(this.#local),
    )
  }

  peek(key: string): Promise<RateDecision> {
    return this.#run(
      PEEK_SCRIPT,
      key,
      (count) => count < this.#options.limit.max,
      this.#local?.peek.bind(this.#local),
    )
  }

  async #run(
    script: string,
    key: string,
    allows: (count: number) => boolean,
    fallback: ((key: string) => RateDecision) | undefined,
  ): Promise<RateDecision> {
    const { redis, keyPrefix, limit, onError } = this.#options
    let answer: [count: number, ttl: number]
    try {
      answer = (await redis.eval(script, 1, `${keyPrefix}${key}`, String(limit.windowMs))) as typeof answer
    } catch (error) {
      if (!fallback || !onError) throw error
      onError(error)
      return fallback(key)
    }
    const [count, ttl] = answer
    if (allows(count)) return { allowed: true }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
  }
}

/**
 * A Redis client for rate limits at `url` (ioredis reconnects by itself; errors go to `onError`).
 * `commandTimeoutMs` fails a command Redis has not answered in time (e.g. while it is down), so a
 * limiter with a fallback answers at once instead of waiting for reconnects.
 */
export function connectRateLimitRedis(
  url: string,
  onError: (error: unknown) => void,
  options: { commandTimeoutMs?: number | undefined } = {},
): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: options.commandTimeoutMs })
  redis.on('error', onError)
  return redis
}
