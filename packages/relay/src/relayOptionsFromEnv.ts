import { RELAY_DEFAULTS, type RelayLimits } from './constants.ts'
import { InvalidRelayOptionError } from './errors/config.ts'
import type { StartRelayOptions } from './startRelay.ts'

const LIMIT_VARIABLES: Record<string, keyof RelayLimits> = {
  RELAY_MAX_MESSAGE_BYTES: 'maxMessageBytes',
  RELAY_MAX_TTL_SECONDS: 'maxTtlSeconds',
  RELAY_MAX_SUBSCRIPTIONS: 'maxSubscriptionsPerClient',
  RELAY_MESSAGES_PER_SECOND: 'messagesPerSecond',
}

function readNumber(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = env[name]
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0)
    throw new InvalidRelayOptionError(name, { expected: 'a non-negative number', value })
  return number
}

/**
 * Relay options from environment variables, shared by `portico-relay` and servers that mount the
 * relay: `REDIS_URL`, `RELAY_REDIS_KEY_PREFIX`, `RELAY_PATH`, `RELAY_ALLOWED_AUDIENCES` (comma-separated),
 * `RELAY_HEARTBEAT_MS`, `RELAY_MAX_MESSAGE_BYTES`, `RELAY_MAX_TTL_SECONDS`, `RELAY_MAX_SUBSCRIPTIONS`,
 * `RELAY_MESSAGES_PER_SECOND`, and for a standalone relay `PORT`, `HOST`, `RELAY_CONNECTIONS_PER_IP` (sockets
 * open at once per client IP, default 100) and `RELAY_CONNECTS_PER_MINUTE` (new ones per IP, default 600).
 */
export function relayOptionsFromEnv(
  env: Record<string, string | undefined> = process.env,
): StartRelayOptions {
  const limits: Partial<RelayLimits> = {}
  for (const [variable, key] of Object.entries(LIMIT_VARIABLES)) {
    const value = readNumber(env, variable)
    if (value !== undefined) limits[key] = value
  }
  const audiences = env.RELAY_ALLOWED_AUDIENCES
  return {
    port: readNumber(env, 'PORT') ?? RELAY_DEFAULTS.port,
    host: env.HOST || RELAY_DEFAULTS.host,
    path: env.RELAY_PATH || RELAY_DEFAULTS.path,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.RELAY_REDIS_KEY_PREFIX || undefined,
    allowedAudiences: audiences
      ? audiences
          .split(',')
          .map((audience) => audience.trim())
          .filter(Boolean)
      : undefined,
    heartbeatIntervalMs: readNumber(env, 'RELAY_HEARTBEAT_MS'),
    limits,
    connectionLimits: {
      maxOpenPerIp: readNumber(env, 'RELAY_CONNECTIONS_PER_IP') ?? RELAY_DEFAULTS.connectionsPerIp,
      connectsPerMinutePerIp:
        readNumber(env, 'RELAY_CONNECTS_PER_MINUTE') ?? RELAY_DEFAULTS.connectsPerMinute,
    },
  }
}
