import { parseArgs } from 'node:util'
import { RELAY_DEFAULTS, RELAY_LIMITS, type RelayLimits } from './constants.ts'
import { startRelay } from './startRelay.ts'

const HELP = `portico-relay: a self-hosted WalletConnect v2 relay

Usage: portico-relay [options]

Options (environment variable in brackets):
  --port <n>                 listen port, 0 for any free one [PORT] (default ${RELAY_DEFAULTS.port})
  --host <addr>              listen address [HOST] (default ${RELAY_DEFAULTS.host})
  --path <path>              WebSocket path [RELAY_PATH] (default ${RELAY_DEFAULTS.path})
  --redis-url <url>          keep the mailbox in Redis and fan out across nodes [REDIS_URL]
  --redis-key-prefix <p>     prefix of Redis keys and channels [RELAY_REDIS_KEY_PREFIX] (default ${RELAY_DEFAULTS.redisKeyPrefix})
  --allowed-audiences <list> comma-separated relay URLs a JWT aud may name [RELAY_ALLOWED_AUDIENCES]
                             (default: ws://127.0.0.1:PORT/relay and ws://localhost:PORT/relay)
  -h, --help                 show this help

Limits (environment only):
  RELAY_MAX_MESSAGE_BYTES (${RELAY_LIMITS.maxMessageBytes})  RELAY_MAX_TTL_SECONDS (${RELAY_LIMITS.maxTtlSeconds})
  RELAY_MAX_SUBSCRIPTIONS (${RELAY_LIMITS.maxSubscriptionsPerClient})  RELAY_MESSAGES_PER_SECOND (${RELAY_LIMITS.messagesPerSecond})
  RELAY_HEARTBEAT_MS (${RELAY_DEFAULTS.heartbeatIntervalMs})
`

const LIMIT_VARIABLES: Record<string, keyof RelayLimits> = {
  RELAY_MAX_MESSAGE_BYTES: 'maxMessageBytes',
  RELAY_MAX_TTL_SECONDS: 'maxTtlSeconds',
  RELAY_MAX_SUBSCRIPTIONS: 'maxSubscriptionsPerClient',
  RELAY_MESSAGES_PER_SECOND: 'messagesPerSecond',
}

function toNumber(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const number = Number(value)
  if (!Number.isFinite(number) || number < 0)
    throw new Error(`${name} must be a non-negative number, got ${value}`)
  return number
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      path: { type: 'string' },
      'redis-url': { type: 'string' },
      'redis-key-prefix': { type: 'string' },
      'allowed-audiences': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(HELP)
    return
  }
  const { env } = process
  const limits: Partial<RelayLimits> = {}
  for (const [variable, key] of Object.entries(LIMIT_VARIABLES)) {
    const value = toNumber(env[variable], variable)
    if (value !== undefined) limits[key] = value
  }
  const audiences = values['allowed-audiences'] ?? env.RELAY_ALLOWED_AUDIENCES
  const running = await startRelay({
    port: toNumber(values.port ?? env.PORT, 'port') ?? RELAY_DEFAULTS.port,
    host: values.host ?? env.HOST ?? RELAY_DEFAULTS.host,
    path: values.path ?? env.RELAY_PATH ?? RELAY_DEFAULTS.path,
    redisUrl: values['redis-url'] ?? env.REDIS_URL,
    redisKeyPrefix: values['redis-key-prefix'] ?? env.RELAY_REDIS_KEY_PREFIX,
    allowedAudiences: audiences ? audiences.split(',').map((audience) => audience.trim()) : undefined,
    heartbeatIntervalMs: toNumber(env.RELAY_HEARTBEAT_MS, 'RELAY_HEARTBEAT_MS'),
    limits,
  })
  const storage = (values['redis-url'] ?? env.REDIS_URL) ? 'redis' : 'memory'
  process.stdout.write(`portico-relay listening on ${running.url} (storage: ${storage})\n`)
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`portico-relay: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
