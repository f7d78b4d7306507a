import { Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Storage } from '../storage/createStorage.ts'

/** What one network's history indexer reports for the indexer families. */
export type IndexerStatus = {
  network: string
  /** The chain's head block at the last tick; undefined before the first one. */
  head: number | undefined
  /** The next block to index; undefined before the first tick. */
  next: number | undefined
  /** Whether this node holds the network's indexer lease (only one node indexes a network). */
  leader: boolean
}

export type EmbeddedLoginMethod = 'email' | 'social' | 'farcaster'

export type ServerMetrics = {
  registry: Registry
  /** Records an answered request: its route pattern (not the URL), method, status and duration. */
  observeRequest(request: { route: string; method: string; status: number; seconds: number }): void
  /** Records an embedded-wallet login that completed (`ok`) or was refused. */
  observeLogin(method: EmbeddedLoginMethod, ok: boolean): void
  /** Adds a source of indexer status, read at every scrape; returns a function that removes it. */
  addIndexer(status: () => IndexerStatus): () => void
}

/** Seconds: from a cached wallet list (~1 ms) to a slow upstream read. */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The server's Prometheus families (docs/deploy.md, "Metrics"): request durations by route and status,
 * rate-limit rejections, embedded-wallet logins and failures, history indexer head, lag and lease per
 * network and database pool use. The relay's and the process defaults join when they are served.
 *
 * @example
 * const metrics = createServerMetrics({ storage })
 * metrics.observeRequest({ route: '/getWallets', method: 'GET', status: 200, seconds: 0.002 })
 */
export function createServerMetrics(parameters: { storage: Storage }): ServerMetrics {
  const registry = new Registry()
  const requests = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const rejections = new Counter({
    name: 'portico_rate_limit_rejections_total',
    help: 'Requests refused with 429 by a rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  })
  const logins = new Counter({
    name: 'portico_embedded_wallet_logins_total',
    help: 'Embedded-wallet logins completed, by method.',
    labelNames: ['method'] as const,
    registers: [registry],
  })
  const loginFailures = new Counter({
    name: 'portico_embedded_wallet_login_failures_total',
    help: 'Embedded-wallet logins refused (wrong or expired code, failed provider), by method.',
    labelNames: ['method'] as const,
    registers: [registry],
  })
  const indexers = new Set<() => IndexerStatus>()
  const indexerGauge = (name: string, help: string, value: (status: IndexerStatus) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ['network'] as const,
      registers: [registry],
      collect() {
        this.reset()
        for (const read of indexers) {
          const status = read()
          const current = value(status)
          if (current !== undefined) this.set({ network: status.network }, current)
        }
      },
    })
  indexerGauge(
    'portico_indexer_head_block',
    "The chain's head block at the indexer's last tick.",
    (status) => (status.leader ? status.head : undefined),
  )
  indexerGauge(
    'portico_indexer_indexed_block',
    'The last block indexed into the history tables.',
    (status) => (status.leader && status.next !== undefined ? status.next - 1 : undefined),
  )
  indexerGauge(
    'portico_indexer_lag_blocks',
    'Blocks between the head and the last indexed block.',
    (status) =>
      status.leader && status.head !== undefined && status.next !== undefined
        ? Math.max(0, status.head - (status.next - 1))
        : undefined,
  )
  indexerGauge(
    'portico_indexer_leader',
    '1 when this node holds the network indexer lease, else 0.',
    (status) => (status.leader ? 1 : 0),
  )
  new Gauge({
    name: 'portico_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting); the embedded database has one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = parameters.storage.poolStats()
      this.set({ state: 'total' }, pool.total)
      this.set({ state: 'idle' }, pool.idle)
      this.set({ state: 'waiting' }, pool.waiting)
    },
  })
  return {
    registry,
    observeRequest({ route, method, status, seconds }) {
      requests.observe({ route, method, status_code: String(status) }, seconds)
      if (status === 429) rejections.inc({ route })
    },
    observeLogin(method, ok) {
      ;(ok ? logins : loginFailures).inc({ method })
    },
    addIndexer(status) {
      indexers.add(status)
      return () => indexers.delete(status)
    },
  }
}
