import { randomUUID } from 'node:crypto'
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import {
  RELAY_ERROR_CODES,
  RelayAuthError,
  stripTrailingSlash,
  verifyRelayJwt,
} from '@portico/walletconnect/relayAuth'
import { type WebSocket, WebSocketServer } from 'ws'
import { defaultAudiences } from './audiences.ts'
import { createConnection } from './connection.ts'
import { RELAY_DEFAULTS, RELAY_LIMITS, type RelayLimits, WEBSOCKET_CLOSE_CODES } from './constants.ts'
import { createHub } from './hub.ts'
import { createIdGenerator } from './jsonrpc/createIdGenerator.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import { createRedisStorage } from './storage/createRedisStorage.ts'
import type { RelayStorage } from './storage/types.ts'
import { verifyEd25519 } from './verifyEd25519.ts'

export type RelayOptions = {
  /** Path the relay answers on; other upgrade paths are left alone. Default `/relay`. */
  path?: string
  /**
   * Relay URLs a JWT `aud` may name (e.g. `wss://relay.example.com/relay`). Default: the address and
   * port the connection arrived on with `path`, as `ws://127.0.0.1:PORT/relay` and `ws://localhost:PORT/relay`
   * on loopback.
   */
  allowedAudiences?: readonly string[]
  /** Clock skew tolerated on JWT `exp`/`iat`, seconds. Default 300. */
  jwtLeewaySeconds?: number
  /** With a Redis URL the mailbox lives in Redis and messages fan out to every node on it. */
  redisUrl?: string
  /** Prefix of Redis keys and channels. Default `portico-relay:`. */
  redisKeyPrefix?: string
  /** Custom storage (takes precedence over `redisUrl`); the relay closes it on close(). */
  storage?: RelayStorage
  limits?: Partial<RelayLimits>
  /** WebSocket ping interval in ms; a client that missed the previous pong is dropped. Default 15 s. */
  heartbeatIntervalMs?: number
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number
  /**
   * The id of the connection an upgrade request opens, returned in its 101 answer's `x-request-id` header
   * and passed with every failure of that connection. Default: a random UUID. The server passes its
   * request ids, so a balancer's `X-Request-Id` follows the connection into the node's log.
   */
  connectionIdOf?: (request: IncomingMessage) => string
  /**
   * Unexpected failures (storage errors). A failure on a client's socket comes with its connection's
   * id, so every log line of one connection can be found. Default: console.error.
   */
  onError?: (error: unknown, context?: RelayErrorContext) => void
}

/** Which connection a failure happened on. */
export type RelayErrorContext = {
  /** The id given to each WebSocket connection when it opens (`RelayOptions.connectionIdOf`). */
  connectionId: string
  /** The client's relay identity (the JWT's `iss`). */
  clientId: string
}

export type Relay = {
  /** True when the request's path is the relay's path. */
  matches(request: IncomingMessage): boolean
  /** Takes over an HTTP upgrade for the relay path: authenticates the JWT and serves the socket. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Listens for upgrades on the relay path of an http server; returns a function that stops listening. */
  attach(server: Server): () => void
  /** Number of open client connections. */
  readonly connectionCount: number
  readonly nodeId: string
  /** `redis` when the mailbox is in Redis, `memory` for the in-process store, `custom` for `options.storage`. */
  readonly storageKind: 'memory' | 'redis' | 'custom'
  /** This node's subscriptions now, and the messages its clients published and received so far. */
  readonly stats: { subscriptions: number; published: number; delivered: number }
  /** Messages waiting in the mailbox (all nodes' when it is in Redis); undefined for a custom storage without a count. */
  mailboxDepth(): Promise<number | undefined>
  /**
   * Closes every client and the storage. `restart: true` closes the sockets with 1012 (service restart),
   * the hint to reconnect at once (another node behind the load balancer serves the same mailbox);
   * otherwise 1001 (going away).
   */
  close(options?: RelayCloseOptions): Promise<void>
}

export type RelayCloseOptions = {
  /** The node stops to be restarted or replaced (SIGTERM): clients should reconnect. Default false. */
  restart?: boolean | undefined
}

const CLOSE_REASON_MAX_BYTES = 123
/** The 101 answer's header naming the connection's id. */
const CONNECTION_ID_HEADER = 'x-request-id'
/** How long close() waits for clients to finish the close handshake before dropping them. */
const CLOSE_GRACE_MS = 1000

/**
 * A WalletConnect v2 relay in WebSocket noServer mode, to mount on an existing http server:
 *
 * @example
 * const relay = createRelay({ redisUrl: process.env.REDIS_URL })
 * const detach = relay.attach(fastify.server)
 */
export function createRelay(options: RelayOptions = {}): Relay {
  const path = normalizePath(options.path ?? RELAY_DEFAULTS.path)
  const limits: RelayLimits = { ...RELAY_LIMITS, ...options.limits }
  const now = options.now ?? Date.now
  const onError =
    options.onError ??
    ((error: unknown, context?: RelayErrorContext) =>
      console.error(
        context ? `[portico-relay] connection ${context.connectionId}` : '[portico-relay]',
        error,
      ))
  const leewaySeconds = options.jwtLeewaySeconds ?? RELAY_DEFAULTS.jwtLeewaySeconds
  const nodeId = randomUUID()
  const allowedAudiences = options.allowedAudiences?.map(stripTrailingSlash)
  const storage =
    options.storage ??
    (options.redisUrl
      ? createRedisStorage({ url: options.redisUrl, keyPrefix: options.redisKeyPrefix, nodeId, onError })
      : createMemoryStorage({ now }))
  const hub = createHub(storage, onError)
  const nextId = createIdGenerator(now)
  const server = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })
  const alive = new WeakMap<WebSocket, boolean>()
  const connectionIdOf = options.connectionIdOf ?? (() => randomUUID())
  const connectionIds = new WeakMap<IncomingMessage, string>()
  // The client (and a balancer's log) learns the connection's id from the upgrade answer.
  server.on('headers', (headers, request) => {
    const id = connectionIds.get(request)
    if (id !== undefined) headers.push(`${CONNECTION_ID_HEADER}: ${id}`)
  })

  const heartbeat = setInterval(() => {
    for (const socket of server.clients) {
      if (alive.get(socket) === false) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
  }, options.heartbeatIntervalMs ?? RELAY_DEFAULTS.heartbeatIntervalMs)
  heartbeat.unref()

  const authenticate = (request: IncomingMessage) => {
    const url = new URL(request.url ?? '/', 'ws://relay')
    const jwt = url.searchParams.get('auth')
    if (!jwt) throw new RelayAuthError('Missing auth: connect with ?auth=<relay JWT>')
    const audiences =
      allowedAudiences ?? defaultAudiences(request.socket.localAddress, request.socket.localPort, path)
    return verifyRelayJwt({
      jwt,
      audiences,
      leeway: leewaySeconds,
      now: now() / 1000,
      verifySignature: verifyEd25519,
    })
  }

  const serve = (socket: WebSocket, request: IncomingMessage) => {
    let clientId: string
    try {
      clientId = authenticate(request).iss
    } catch (error) {
      const reason = error instanceof RelayAuthError ? error.shortMessage : 'Unauthorized'
      socket.close(RELAY_ERROR_CODES.Unauthorized, truncateUtf8(reason, CLOSE_REASON_MAX_BYTES))
      return
    }
    const connection: RelayErrorContext = {
      connectionId: connectionIds.get(request) ?? randomUUID(),
      clientId,
    }
    const onConnectionError = (error: unknown) => onError(error, connection)
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('message', () => alive.set(socket, true))
    // ws closes the socket itself (1009, 1002, 1007) on a client's protocol error, e.g. an oversized
    // frame: the client's fault, not a relay failure to report.
    socket.on('error', (error: Error & { code?: string }) => {
      if (!error.code?.startsWith('WS_ERR_')) onConnectionError(error)
    })
    createConnection({ socket, clientId, hub, limits, now, nextId, onError: onConnectionError })
  }

  const relay: Relay = {
    matches: (request) => normalizePath(new URL(request.url ?? '/', 'ws://relay').pathname) === path,
    handleUpgrade(request, socket, head) {
      connectionIds.set(request, connectionIdOf(request))
      server.handleUpgrade(request, socket, head, (ws) => serve(ws, request))
    },
    attach(httpServer) {
      const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
        if (relay.matches(request)) relay.handleUpgrade(request, socket, head)
      }
      httpServer.on('upgrade', onUpgrade)
      return () => httpServer.off('upgrade', onUpgrade)
    },
    get connectionCount() {
      return server.clients.size
    },
    nodeId,
    storageKind: options.storage ? 'custom' : options.redisUrl ? 'redis' : 'memory',
    get stats() {
      return hub.stats
    },
    async mailboxDepth() {
      return storage.depth?.()
    },
    async close(closeOptions = {}) {
      clearInterval(heartbeat)
      for (const socket of server.clients)
        if (closeOptions.restart)
          socket.close(WEBSOCKET_CLOSE_CODES.ServiceRestart, 'Relay restarting: reconnect')
        else socket.close(WEBSOCKET_CLOSE_CODES.GoingAway, 'Relay shutting down')
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      const grace = setTimeout(() => {
        for (const socket of server.clients) socket.terminate()
      }, CLOSE_GRACE_MS)
      await closed
      clearTimeout(grace)
      await storage.close()
    },
  }
  return relay
}

function normalizePath(path: string): string {
  return stripTrailingSlash(path) || '/'
}

function truncateUtf8(text: string, maxBytes: number): string {
  let result = text
  while (Buffer.byteLength(result) > maxBytes) result = result.slice(0, -1)
  return result
}
