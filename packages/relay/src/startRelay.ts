import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { RELAY_DEFAULTS } from './constants.ts'
import { createRelay, type Relay, type RelayOptions } from './createRelay.ts'

export type StartRelayOptions = RelayOptions & {
  /** Default 127.0.0.1. */
  host?: string
  /** Default 8787; 0 picks a free port. */
  port?: number
}

export type RunningRelay = {
  relay: Relay
  server: Server
  /** `ws://HOST:PORT/PATH` */
  url: string
  port: number
  close(): Promise<void>
}

/**
 * Runs a relay on its own http server (what `portico-relay` does). Plain HTTP requests get a
 * short text answer; `GET /health` answers `ok`.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const { host = RELAY_DEFAULTS.host, port = RELAY_DEFAULTS.port, ...relayOptions } = options
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
  relay.attach(server)
  server.on('upgrade', (request, socket) => {
    if (!relay.matches(request)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
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
    async close() {
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
