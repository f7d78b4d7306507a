import { parseArgs } from 'node:util'
import { RELAY_DEFAULTS, RELAY_LIMITS } from './constants.ts'
import type { Relay } from './createRelay.ts'
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
  --metrics-port <n>         serve Prometheus metrics on GET /metrics on this port [RELAY_METRICS_PORT]
                             (default: off)
  --metrics-host <addr>      the metrics listener's address [RELAY_METRICS_HOST] (default 127.0.0.1)
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

/** Loaded on demand: prom-client serves only a relay that is scraped. */
async function serveRelayMetrics(relay: Relay, port: number, host: string | undefined) {
  const [{ Registry }, { registerRelayMetrics }, { serveMetrics }] = await Promise.all([
    import('prom-client'),
    import('./metrics/registerRelayMetrics.ts'),
    import('./metrics/serveMetrics.ts'),
  ])
  const registry = new Registry()
  registerRelayMetrics({ registry, relay })
  return serveMetrics({ registry, port, host })
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
      'metrics-port': { type: 'string' },
      'metrics-host': { type: 'string' },
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
  const metricsPort = values['metrics-port'] ?? (process.env.RELAY_METRICS_PORT || undefined)
  const metrics =
    metricsPort === undefined
      ? undefined
      : await serveRelayMetrics(
          running.relay,
          parsePort(metricsPort),
          values['metrics-host'] ?? (process.env.RELAY_METRICS_HOST || undefined),
        )
  if (metrics) process.stdout.write(`portico-relay metrics on ${metrics.url}\n`)
  // SIGTERM and SIGINT stop the node for a restart or a rollout: clients get 1012, the hint to reconnect.
  const stop = () => {
    Promise.all([running.close({ restart: true }), metrics?.close()]).then(
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
