import { hexToBytes } from '@noble/hashes/utils.js'
import { loadWebSocket } from '#websocket'
import { type PublishOptions, WC_TIMING, WEBSOCKET_CLOSE_CODES } from '../constants.ts'
import { RelayConnectionError } from '../errors/relay.ts'
import { TimeoutError } from '../errors/request.ts'
import { formatRequest, formatResult } from '../jsonrpc/format.ts'
import { parseJsonRpc, serializeJsonRpc } from '../jsonrpc/serialize.ts'
import { isJsonRpcError, isJsonRpcRequest, type JsonRpcResponse } from '../jsonrpc/types.ts'
import { createRelayIdentity, type RelayIdentity } from '../relayAuth/createRelayIdentity.ts'
import type { SocketConstructor, SocketLike } from './socketTypes.ts'

/** A message the relay pushed on a subscribed topic (irn_subscription). */
export type RelayMessage = {
  topic: string
  message: string
  publishedAt: number
  tag?: number
  attestation?: string
}

export type RelayClientOptions = {
  /** The relay URL; the JWT's `aud` is exactly this string. */
  relayUrl: string
  projectId?: string | undefined
  /** The ed25519 seed of this client's relay identity (hex). */
  seed: string
  /** The seed's identity, when the caller has it already (otherwise made from the seed on the first dial). */
  identity?: RelayIdentity | undefined
  WebSocket?: SocketConstructor | undefined
  onMessage(message: RelayMessage): void
  /** How long a relay call may take. */
  requestTimeout?: number
}

const batchSize = 500
const openState = 1
/** Without a ping or a message for this long, a Node socket is considered dead and replaced. */
const silenceLimit = 35_000

/** `ws` sockets (Node) expose ping frames; browser sockets do not, and are left to the browser. */
type NodeSocket = SocketLike & { on(event: 'ping', listener: () => void): void; terminate(): void }

function isNodeSocket(socket: SocketLike): socket is NodeSocket {
  const candidate = socket as Partial<NodeSocket>
  return typeof candidate.on === 'function' && typeof candidate.terminate === 'function'
}

/**
 * JSON-RPC client of a WalletConnect relay (specification relay-server-rpc.md): publish, subscribe,
 * irn_subscription acknowledgements, and reconnection with re-subscription of every topic.
 */
export class RelayClient {
  readonly #options: RelayClientOptions
  /** Subscribed topics and the subscription id the relay gave each (sent back on irn_unsubscribe). */
  readonly #topics = new Map<string, string | undefined>()
  readonly #pending = new Map<string, { resolve(value: unknown): void; reject(error: Error): void }>()
  #socket: SocketLike | undefined
  /** The socket of a dial in progress, so close() can end it before it opens. */
  #dialing: SocketLike | undefined
  #connecting: Promise<SocketLike> | undefined
  #closed = false
  #reconnectTimer: ReturnType<typeof setTimeout> | undefined
  #identity: Promise<RelayIdentity> | undefined
  #watchdog: ReturnType<typeof setInterval> | undefined
  #lastHeard = 0

  constructor(options: RelayClientOptions) {
    this.#options = options
  }

  get connected(): boolean {
    return this.#socket?.readyState === openState
  }

  get topics(): string[] {
    return [...this.#topics.keys()]
  }

  async connect(): Promise<void> {
    await this.#open()
  }

  async publish(topic: string, message: string, options: PublishOptions & { ttl: number }): Promise<void> {
    await this.#call('irn_publish', {
      topic,
      message,
      ttl: options.ttl,
      tag: options.tag,
      prompt: options.prompt,
    })
  }

  async subscribe(topic: string): Promise<void> {
    if (!this.#topics.has(topic)) this.#topics.set(topic, undefined)
    const id = await this.#call('irn_subscribe', { topic })
    if (typeof id === 'string' && this.#topics.has(topic)) this.#topics.set(topic, id)
  }

  async subscribeMany(topics: string[]): Promise<void> {
    for (const topic of topics) if (!this.#topics.has(topic)) this.#topics.set(topic, undefined)
    for (let start = 0; start < topics.length; start += batchSize) {
      const batch = topics.slice(start, start + batchSize)
      const ids = await this.#call('irn_batchSubscribe', { topics: batch })
      if (!Array.isArray(ids)) continue
      batch.forEach((topic, index) => {
        const id: unknown = ids[index]
        if (typeof id === 'string' && this.#topics.has(topic)) this.#topics.set(topic, id)
      })
    }
  }

  async unsubscribe(topic: string): Promise<void> {
    if (!this.#topics.has(topic)) return
    const id = this.#topics.get(topic)
    this.#topics.delete(topic)
    if (!this.connected) return
    await this.#call('irn_unsubscribe', id ? { topic, id } : { topic }).catch(() => undefined)
  }

  close(): void {
    this.#closed = true
    clearTimeout(this.#reconnectTimer)
    clearInterval(this.#watchdog)
    this.#socket?.close(WEBSOCKET_CLOSE_CODES.NormalClosure, 'closed by client')
    this.#dialing?.close(WEBSOCKET_CLOSE_CODES.NormalClosure, 'closed by client')
    this.#socket = undefined
    this.#rejectPending(new RelayConnectionError('Relay connection closed'))
  }

  async #call(method: string, params: Record<string, unknown>): Promise<unknown> {
    const socket = await this.#open()
    const request = formatRequest(method, params, String(nextRelayId()))
    const timeout = this.#options.requestTimeout ?? 10_000
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(request.id)
        reject(new TimeoutError(`${method} to the relay`))
      }, timeout)
      this.#pending.set(request.id, {
        resolve: (value) => {
          clearTimeout(timer)
          resolve(value)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      })
      socket.send(serializeJsonRpc(request))
    })
  }

  #open(): Promise<SocketLike> {
    if (this.#closed) return Promise.reject(new RelayConnectionError('Relay connection closed'))
    if (this.#socket && this.#socket.readyState === openState) return Promise.resolve(this.#socket)
    this.#connecting ??= this.#dial().finally(() => {
      this.#connecting = undefined
    })
    return this.#connecting
  }

  async #dial(): Promise<SocketLike> {
    const Socket = this.#options.WebSocket ?? (await loadWebSocket())
    if (this.#closed) throw new RelayConnectionError('Relay connection closed')
    const { relayUrl, projectId, seed, identity } = this.#options
    this.#identity ??= identity ? Promise.resolve(identity) : createRelayIdentity(hexToBytes(seed))
    const jwt = await (await this.#identity).signJwt({ aud: relayUrl })
    if (this.#closed) throw new RelayConnectionError('Relay connection closed')
    const url = new URL(relayUrl)
    url.searchParams.set('auth', jwt)
    if (projectId) url.searchParams.set('projectId', projectId)
    url.searchParams.set('ua', 'wc-2/js-portico/0.1.0')
    const socket = new Socket(url.toString())
    this.#dialing = socket
    try {
      await new Promise<void>((resolve, reject) => {
        socket.onopen = () => resolve()
        socket.onerror = () =>
          reject(new RelayConnectionError(`Could not connect to the relay at ${relayUrl}`))
        socket.onclose = (event) =>
          reject(new RelayConnectionError(`The relay closed the connection: ${event.code} ${event.reason}`))
      })
    } finally {
      this.#dialing = undefined
    }
    if (this.#closed) {
      socket.close(WEBSOCKET_CLOSE_CODES.NormalClosure, 'closed by client')
      throw new RelayConnectionError('Relay connection closed')
    }
    socket.onmessage = (event) => {
      this.#lastHeard = Date.now()
      this.#receive(socket, String(event.data))
    }
    socket.onerror = () => undefined
    socket.onclose = () => this.#onClose(socket)
    this.#socket = socket
    this.#watch(socket)
    if (this.#topics.size > 0) {
      const topics = [...this.#topics.keys()]
      queueMicrotask(() => {
        this.subscribeMany(topics).catch(() => undefined)
      })
    }
    return socket
  }

  #watch(socket: SocketLike): void {
    clearInterval(this.#watchdog)
    if (!isNodeSocket(socket)) return
    this.#lastHeard = Date.now()
    socket.on('ping', () => {
      this.#lastHeard = Date.now()
    })
    this.#watchdog = setInterval(() => {
      if (Date.now() - this.#lastHeard > silenceLimit) socket.terminate()
    }, silenceLimit / 7)
    if (typeof this.#watchdog === 'object' && 'unref' in this.#watchdog) this.#watchdog.unref()
  }

  #onClose(socket: SocketLike): void {
    if (this.#socket !== socket) return
    clearInterval(this.#watchdog)
    this.#socket = undefined
    this.#rejectPending(new RelayConnectionError('The relay connection was lost'))
    this.#scheduleReconnect()
  }

  /** Reconnects (and re-subscribes every topic) after the retry interval, until it succeeds or close(). */
  #scheduleReconnect(): void {
    if (this.#closed) return
    clearTimeout(this.#reconnectTimer)
    this.#reconnectTimer = setTimeout(() => {
      this.#open().catch(() => this.#scheduleReconnect())
    }, WC_TIMING.reconnectInterval)
  }

  #rejectPending(error: Error): void {
    for (const { reject } of this.#pending.values()) reject(error)
    this.#pending.clear()
  }

  #receive(socket: SocketLike, text: string): void {
    let payload: ReturnType<typeof parseJsonRpc>
    try {
      payload = parseJsonRpc(text)
    } catch {
      return
    }
    if (isJsonRpcRequest(payload)) {
      if (payload.method === 'irn_subscription') {
        const { data } = payload.params as { data: RelayMessage }
        socket.send(serializeJsonRpc(formatResult(payload.id, true)))
        this.#options.onMessage(data)
      }
      return
    }
    const pending = this.#pending.get(payload.id)
    if (!pending) return
    this.#pending.delete(payload.id)
    const response = payload as JsonRpcResponse
    if (isJsonRpcError(response))
      pending.reject(new RelayConnectionError(response.error.message, { code: response.error.code }))
    else pending.resolve(response.result)
  }
}

let relayIdCounter = 0
function nextRelayId(): number {
  relayIdCounter = (relayIdCounter + 1) % 1000
  return Date.now() * 1000 + relayIdCounter
}
