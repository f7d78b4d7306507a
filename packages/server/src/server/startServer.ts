import { type ServeMetricsReturnType, serveMetrics } from '@portico/relay'
import type { FastifyInstance } from 'fastify'
import type { RunningVault } from '../auth/vaultServer.ts'
import { createServer } from './createServer.ts'
import { DEFAULT_HOST, DEFAULT_PORT, type ServerOptions } from './options.ts'

export type StartServerOptions = ServerOptions & {
  /** Default 127.0.0.1. */
  host?: string | undefined
  /** Default 8787; 0 picks a free port. */
  port?: number | undefined
  /** Close gracefully on SIGTERM and SIGINT (finish in-flight requests, close storage). Default true. */
  handleSignals?: boolean | undefined
  /**
   * Prometheus metrics on `GET /metrics` on a listener of their own, never the public one (docs/deploy.md,
   * "Metrics"). Default: off. `host` defaults to 127.0.0.1.
   */
  metrics?: { port: number; host?: string | undefined } | undefined
}

export type RunningServer = {
  app: FastifyInstance
  /** e.g. `http://127.0.0.1:8787` */
  url: string
  /** The secure origin serving the vault app and `/v1/auth/*`, when `embeddedWallet` is given. */
  vaultUrl?: string | undefined
  /** The metrics listener's URL (`http://127.0.0.1:9464/metrics`), when `metrics` is given. */
  metricsUrl?: string | undefined
  close(): Promise<void>
}

/** How long a node finishes in-flight work after SIGTERM before it exits anyway. */
export const STOP_GRACE_MS = 9_000

/** Creates the server and listens on 127.0.0.1:8787 unless told otherwise. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const app = await createServer(options)
  const host = options.host ?? DEFAULT_HOST
  try {
    await app.listen({ host, port: options.port ?? DEFAULT_PORT })
  } catch (error) {
    await app.close()
    throw error
  }
  let vault: RunningVault | undefined
  if (options.embeddedWallet) {
    try {
      // Loaded on demand: openid-client, nodemailer and the Farcaster client serve only this listener.
      const { startVault } = await import('../auth/vaultServer.ts')
      vault = await startVault({
        storage: app.portico.storage,
        options: options.embeddedWallet,
        host,
        logger: app.log,
        knownToken: (caipNetworkId, address) => app.portico.knownToken(caipNetworkId, address),
        metrics: app.portico.metrics,
        onRoute: options.onRoute,
        trustProxy: options.trustProxy,
      })
    } catch (error) {
      await app.close()
      throw error
    }
    app.log.info({ url: vault.url }, 'secure origin (embedded wallet) listening')
  }
  let metrics: ServeMetricsReturnType | undefined
  if (options.metrics) {
    try {
      metrics = await serveMetrics({ registry: app.portico.metrics.registry, ...options.metrics })
    } catch (error) {
      await vault?.close()
      await app.close()
      throw error
    }
    app.log.info({ url: metrics.url }, 'metrics listening')
  }
  app.log.info({ storage: app.portico.storage.kind, location: app.portico.storage.location }, 'storage ready')
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : (options.port ?? DEFAULT_PORT)
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`

  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= Promise.resolve(vault?.close())
      .then(() => app.close())
      .then(() => metrics?.close())
      .then(() => {
        process.off('SIGTERM', onSignal)
        process.off('SIGINT', onSignal)
      })
    return closing
  }
  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down')
    // A request that outlives the grace period (a stuck upstream) must not hold a rollout: a load
    // balancer gives a stopping node about 10 s (docs/deploy.md, "Upgrades").
    setTimeout(() => {
      app.log.warn({ graceMs: STOP_GRACE_MS }, 'shutdown grace period over; exiting')
      process.exit(1)
    }, STOP_GRACE_MS).unref()
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  if (options.handleSignals ?? true) {
    process.once('SIGTERM', onSignal)
    process.once('SIGINT', onSignal)
  }
  return { app, url, vaultUrl: vault?.url, metricsUrl: metrics?.url, close }
}
