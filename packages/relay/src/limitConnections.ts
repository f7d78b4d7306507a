import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'

/** Takes an HTTP upgrade (the relay's `handleUpgrade`). */
export type UpgradeHandler = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/** A counter of new connections per key and window: in memory, or shared (the server's Redis limiter). */
export type ConnectionLimiter = {
  take(
    key: string,
  ):
    | { allowed: true }
    | { allowed: false; retryAfterSeconds: number }
    | Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>
}

/** Retry-After of a refusal for too many open connections: no window ends, a connection has to close. */
const OPEN_RETRY_AFTER_SECONDS = 5

export type LimitRelayConnectionsParameters = {
  /** Connections one client IP may hold open at once in this process. */
  maxOpenPerIp: number
  /** New connections per client IP per window (in memory, or shared through Redis). */
  connects: ConnectionLimiter
  /** The client IP of an upgrade request (behind a proxy: the proxy's trust rules). */
  clientIp: (request: IncomingMessage) => string
  /** Takes the upgrades that pass (the relay). */
  onUpgrade: UpgradeHandler
  /** A limiter failure without a fallback; the upgrade is dropped. */
  onError: (error: unknown) => void
}

export type LimitRelayConnectionsReturnType = UpgradeHandler & {
  /** Open connections of a client IP, as counted here. */
  openConnections(ip: string): number
}

/**
 * Guards the relay's HTTP upgrades per client IP: a cap on new connections per window and on
 * connections open at once. A refused upgrade is answered `429` with `Retry-After` before the
 * WebSocket handshake, so it costs neither a socket of the relay nor a JWT verification. The open
 * count is kept in this process: it is exact (each close frees its slot) and dies with the process,
 * where a shared count would keep the slots of a killed node taken.
 *
 * @example
 * server.on('upgrade', limitRelayConnections({ maxOpenPerIp: 100, connects, clientIp, onUpgrade: relay.handleUpgrade, onError }))
 */
export function limitRelayConnections(
  parameters: LimitRelayConnectionsParameters,
): LimitRelayConnectionsReturnType {
  const { maxOpenPerIp, connects, clientIp, onUpgrade, onError } = parameters
  const open = new Map<string, number>()

  const release = (ip: string) => {
    const count = (open.get(ip) ?? 1) - 1
    if (count > 0) open.set(ip, count)
    else open.delete(ip)
  }

  const admit = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const ip = clientIp(request)
    const decision = await connects.take(ip)
    if (socket.destroyed) return
    if (!decision.allowed) {
      refuse(
        socket,
        decision.retryAfterSeconds,
        `Rate limit exceeded for this client; retry in ${decision.retryAfterSeconds} s`,
      )
      return
    }
    if ((open.get(ip) ?? 0) >= maxOpenPerIp) {
      refuse(
        socket,
        OPEN_RETRY_AFTER_SECONDS,
        `Too many open relay connections from this client (${maxOpenPerIp}); close one or retry in ${OPEN_RETRY_AFTER_SECONDS} s`,
      )
      return
    }
    open.set(ip, (open.get(ip) ?? 0) + 1)
    socket.once('close', () => release(ip))
    onUpgrade(request, socket, head)
  }

  const guard = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A client that resets while the limiter answers must not become an unhandled socket error.
    socket.on('error', () => socket.destroy())
    admit(request, socket, head).catch((error: unknown) => {
      socket.destroy()
      onError(error)
    })
  }
  return Object.assign(guard, { openConnections: (ip: string) => open.get(ip) ?? 0 })
}

function refuse(socket: Duplex, retryAfterSeconds: number, message: string): void {
  const body = JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message })
  socket.end(
    [
      'HTTP/1.1 429 Too Many Requests',
      `Retry-After: ${retryAfterSeconds}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

/**
 * New connections per key in fixed windows, in this process's memory (a standalone relay's counter;
 * the server passes its Redis-shared limiter instead).
 *
 * @example
 * const connects = createConnectionWindow({ max: 600, windowMs: 60_000 })
 */
export function createConnectionWindow(parameters: {
  max: number
  windowMs: number
  now?: () => number
}): ConnectionLimiter {
  const { max, windowMs, now = Date.now } = parameters
  const windows = new Map<string, { start: number; count: number }>()
  return {
    take(key) {
      const time = now()
      if (windows.size >= 10_000)
        for (const [stale, window] of windows) if (time - window.start >= windowMs) windows.delete(stale)
      let window = windows.get(key)
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 }
        windows.set(key, window)
      }
      window.count++
      if (window.count <= max) return { allowed: true }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + windowMs - time) / 1000)),
      }
    },
  }
}
