import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { collectDefaultMetrics, type Registry } from 'prom-client'

export type ServeMetricsParameters = {
  registry: Registry
  /** Default 127.0.0.1: the metrics listener is for the scraper on the private network, never the public. */
  host?: string | undefined
  /** 0 picks a free port. */
  port: number
}

export type ServeMetricsReturnType = {
  /** e.g. `http://127.0.0.1:9464/metrics` */
  url: string
  server: Server
  close(): Promise<void>
}

/**
 * Serves a registry as Prometheus text on `GET /metrics` on a listener of its own (docs/deploy.md,
 * "Metrics"), with the process defaults (CPU, memory, event loop lag, GC, handles) added.
 *
 * @example
 * const metrics = await serveMetrics({ registry, port: 9464 })
 */
export async function serveMetrics(parameters: ServeMetricsParameters): Promise<ServeMetricsReturnType> {
  const { registry } = parameters
  const host = parameters.host ?? '127.0.0.1'
  collectDefaultMetrics({ register: registry })
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n')
      return
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain' })
          .end(`${error instanceof Error ? error.message : String(error)}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(parameters.port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${urlHost}:${address.port}/metrics`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
