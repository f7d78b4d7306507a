import { HttpError } from './httpError.ts'

export type RateLimit = {
  /** Requests allowed per window. */
  max: number
  windowMs: number
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** Fixed-window counters per key: in process memory ({@link RateLimiter}) or shared through Redis (`RedisRateLimiter`). */
export type Limiter = {
  /** Counts one request for the key and decides it. */
  take(key: string): RateDecision | Promise<RateDecision>
  /** The decision for one more request, without counting it. */
  peek(key: string): RateDecision | Promise<RateDecision>
}

const SWEEP_AT = 10_000

/** Throws the 429 (with Retry-After) of a refused decision. */
export function enforce(decision: RateDecision, scope: string): void {
  if (!decision.allowed) {
    throw new HttpError(
      429,
      `Rate limit exceeded for this ${scope}; retry in ${decision.retryAfterSeconds} s`,
      {
        'retry-after': String(decision.retryAfterSeconds),
      },
    )
  }
}

/**
 * Fixed-window counters per key, in process memory. Several server processes each count on their own;
 * the limits are per process.
 */
export class RateLimiter implements Limiter {
  readonly #limit: RateLimit
  readonly #windows = new Map<string, { start: number; count: number }>()

  constructor(limit: RateLimit) {
    this.#limit = limit
  }

  take(key: string, now: number = Date.now()): RateDecision {
    if (this.#windows.size >= SWEEP_AT) this.#sweep(now)
    let window = this.#windows.get(key)
    if (!window || now - window.start >= this.#limit.windowMs) {
      window = { start: now, count: 0 }
      this.#windows.set(key, window)
    }
    window.count++
    if (window.count <= this.#limit.max) return { allowed: true }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.#limit.windowMs - now) / 1000)),
    }
  }

  /** The decision for one more request, without counting it. */
  peek(key: string, now: number = Date.now()): RateDecision {
    const window = this.#windows.get(key)
    if (!window || now - window.start >= this.#limit.windowMs || window.count < this.#limit.max) {
      return { allowed: true }
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.#limit.windowMs - now) / 1000)),
    }
  }

  #sweep(now: number): void {
    for (const [key, window] of this.#windows) {
      if (now - window.start >= this.#limit.windowMs) this.#windows.delete(key)
    }
  }
}
