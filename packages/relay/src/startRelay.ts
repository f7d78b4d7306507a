import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RELAY_DEFAULTS } from './constants.ts'
import { createRelay, type Relay, type RelayCloseOptions, type RelayOptions } from './createRelay.ts'
import { createConnectionWindow, limitRelayConnections } from './limitConnections.ts'

export type StartRelayOptions = RelayOptions & {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 8787; 0 picks a free port. */
  port?: number
  /**
   * Caps per client IP (the socket's address: behind a proxy, every client shares the proxy's): sockets
   * open at once and new connections a minute. A refused upgrade gets 429 with Retry-After before the
   * JWT is read. None by default here; `portico-relay` sets 100 and 600 (`relayOptionsFromEnv`).
   */
  connectionLimits?: { maxOpenPerIp: number; connectsPerMinutePerIp: number } | undefined
}

export type RunningRelay = {
  relay: Relay
  server: Server
  /** `ws://HOST:PORT/PATH` */
  url: string
  port: number
  /** Closes the relay (see `Relay.close`), then the http server. */
  close(options?: RelayCloseOptions): Promise<void>
}

/**
 * Runs a relay on its own http server (what `portico-relay` does). Plain HTTP requests get a
 * short text answer; `GET /health` answers `ok`.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const {
    host = RELAY_DEFAULTS.host,
    port = RELAY_DEFAULTS.port,
    connectionLimits,
    ...relayOptions
  } = options
  const path = relayOptions.path ?? RELAY_DEFAULTS.path
  const relay = createRelay(relayOptions)
  const server = createServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end('ok')
      return
    }
    response
      .writeHead(426, { 'content-type': 'text/plain' })
      .end(`WalletConnect relay: connect with a WebSocket to ${path}?auth=<relay JWT>\n`)
  })
  const onUpgrade = connectionLimits
    ? limitRelayConnections({
        maxOpenPerIp: connectionLimits.maxOpenPerIp,
        connects: createConnectionWindow({ max: connectionLimits.connectsPerMinutePerIp, windowMs: 60_000 }),
        clientIp: (request) => request.socket.remoteAddress ?? '',
        onUpgrade: relay.handleUpgrade,
        onError: relayOptions.onError ?? console.error,
      })
    : relay.handleUpgrade
  server.on('upgrade', (request, socket, head) => {
    if (relay.matches(request)) onUpgrade(request, socket, head)
    else socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    relay,
    server,
    url: `ws://${urlHost}:${address.port}${path}`,
    port: address.port,
    async close(closeOptions) {
      await relay.close(closeOptions)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
