import { parseArgs } from 'node:util'
import { RELAY_DEFAULTS, RELAY_LIMITS } from './constants.ts'
import { InvalidRelayOptionError } from './errors/config.ts'
import { relayOptionsFromEnv } from './relayOptionsFromEnv.ts'
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

const MAX_PORT = 65_535

function parsePort(value: string): number {
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > MAX_PORT)
    throw new InvalidRelayOptionError('--port', { expected: `an integer from 0 to ${MAX_PORT}`, value })
  return port
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
  const fromEnv = relayOptionsFromEnv()
  const audiences = values['allowed-audiences']
  const running = await startRelay({
    ...fromEnv,
    port: values.port === undefined ? fromEnv.port : parsePort(values.port),
    host: values.host ?? fromEnv.host,
    path: values.path ?? fromEnv.path,
    redisUrl: values['redis-url'] ?? fromEnv.redisUrl,
    redisKeyPrefix: values['redis-key-prefix'] ?? fromEnv.redisKeyPrefix,
    allowedAudiences: audiences
      ? audiences.split(',').map((audience) => audience.trim())
      : fromEnv.allowedAudiences,
  })
  const storage = running.relay.storageKind
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
