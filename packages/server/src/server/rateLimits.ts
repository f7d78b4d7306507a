import { type Limiter, type RateLimit, RateLimiter } from '../http/rateLimiter.ts'
import { connectRateLimitRedis, RedisRateLimiter } from '../http/redisRateLimiter.ts'
import type { ServerContext } from './context.ts'
import { DEFAULT_RATE_LIMITS, type ServerOptions } from './options.ts'

/** Default prefix of the main listener's rate-limit keys in Redis. */
export const DEFAULT_RATE_LIMIT_KEY_PREFIX = 'portico:rate:'
/** A Redis command unanswered after this long is counted in process memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 1_000

export type CreateRateLimitsReturnType = {
  limits: ServerContext['limits']
  /** The Redis the limits count in, and their key prefix, for other shared counters. */
  shared: ServerContext['shared']
  close(): Promise<void>
}

/**
 * The main listener's per-IP and per-project counters: in process memory, or in Redis when
 * `rateLimit.redisUrl` is set so every server process behind that Redis counts together. While Redis
 * does not answer, each process counts on its own (the limits then hold per process).
 */
export function createRateLimits(
  options: ServerOptions['rateLimit'],
  warn: (details: Record<string, unknown>, message: string) => void,
): CreateRateLimitsReturnType {
  const limit = (name: keyof typeof DEFAULT_RATE_LIMITS): RateLimit =>
    options?.[name] ?? DEFAULT_RATE_LIMITS[name]
  const redisUrl = options?.redisUrl
  if (!redisUrl) {
    return {
      limits: {
        perIp: new RateLimiter(limit('perIp')),
        perProject: new RateLimiter(limit('perProject')),
        writesPerIp: new RateLimiter(limit('perIp')),
        readsPerIp: new RateLimiter(limit('reads')),
        adminFailures: new RateLimiter(limit('adminFailures')),
        relayConnectsPerIp: new RateLimiter(limit('relayConnects')),
      },
      shared: undefined,
      close: async () => {},
    }
  }
  const redis = connectRateLimitRedis(redisUrl, (error) => warn({ err: error }, 'Rate limit Redis'), {
    commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
  })
  const prefix = options?.redisKeyPrefix ?? DEFAULT_RATE_LIMIT_KEY_PREFIX
  const shared = (name: string, value: RateLimit): Limiter =>
    new RedisRateLimiter({
      redis,
      keyPrefix: `${prefix}${name}:`,
      limit: value,
      onError: (error) =>
        warn({ err: error, limit: name }, 'Rate limit Redis failed; counting in this process'),
    })
  return {
    limits: {
      perIp: shared('events-ip', limit('perIp')),
      perProject: shared('events-project', limit('perProject')),
      writesPerIp: shared('writes-ip', limit('perIp')),
      readsPerIp: shared('reads-ip', limit('reads')),
      adminFailures: shared('admin-failures-ip', limit('adminFailures')),
      relayConnectsPerIp: shared('relay-connects-ip', limit('relayConnects')),
    },
    shared: { redis, keyPrefix: prefix },
    close: async () => {
      redis.disconnect()
    },
  }
}
