import { RPC_ERROR_CODES } from '@portico/core'
import { RELAY_ERROR_CODES } from '@portico/walletconnect/relayAuth'
import type { WebSocket } from 'ws'
import type { RelayLimits } from './constants.ts'
import { RelayRpcError } from './errors/rpc.ts'
import type { Hub, Subscriber } from './hub.ts'
import { formatError, formatRequest, formatResult } from './jsonrpc/format.ts'
import { parseMessage } from './jsonrpc/parseMessage.ts'
import type { IncomingRequest } from './jsonrpc/types.ts'
import { subscriptionId } from './messageHash.ts'
import type { MethodContext, MethodOutcome } from './methods/context.ts'
import { RELAY_METHODS } from './methods/index.ts'
import { createRateLimiter } from './rateLimiter.ts'
import type { RelayMessage } from './storage/types.ts'

export type ConnectionOptions = {
  socket: WebSocket
  /** The JWT `iss`: the client's did:key. */
  clientId: string
  hub: Hub
  limits: RelayLimits
  now: () => number
  nextId: () => number
  onError: (error: unknown) => void
}

/** Hashes remembered per connection so a message is pushed to it once, and pushes awaiting an ack. */
const DELIVERED_MEMORY = 10_000

/** Drops the oldest half of a Set or Map once it reaches `limit` entries. */
function trimOldestHalf(collection: Set<string> | Map<string, unknown>, limit: number) {
  if (collection.size < limit) return
  let drop = limit / 2
  for (const key of collection.keys()) {
    if (drop-- === 0) break
    collection.delete(key)
  }
}

/**
 * One authenticated client socket: answers its requests in order (so its publishes keep their
 * order), pushes messages as irn_subscription and acknowledges them in the mailbox when the client
 * answers `true`.
 */
export function createConnection(options: ConnectionOptions): void {
  const { socket, clientId, hub, limits, now, nextId, onError } = options
  const subscriptions = new Map<string, string>()
  const delivered = new Set<string>()
  const awaitingAck = new Map<string, { topic: string; hash: string }>()
  const limiter = createRateLimiter(limits.messagesPerSecond, now)
  /** Settles once every earlier request has been answered. */
  let queue: Promise<void> = Promise.resolve()
  /** Settles once every earlier request other than irn_publish has finished. */
  let barrier: Promise<void> = Promise.resolve()

  const send = (text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text)
  }

  const markDelivered = (message: RelayMessage): boolean => {
    const key = `${message.topic}:${message.hash}`
    if (delivered.has(key)) return false
    trimOldestHalf(delivered, DELIVERED_MEMORY)
    delivered.add(key)
    return true
  }

  const subscriber: Subscriber = {
    clientId,
    deliver(message) {
      const id = subscriptions.get(message.topic)
      if (id === undefined || !markDelivered(message)) return
      const requestId = nextId()
      // A client that never acknowledges only leaves its messages in the mailbox until their TTL.
      trimOldestHalf(awaitingAck, DELIVERED_MEMORY)
      awaitingAck.set(String(requestId), { topic: message.topic, hash: message.hash })
      const { topic, message: payload, publishedAt, tag } = message
      // An empty attestation keeps the official wallet SDK from calling an external verify server.
      send(
        formatRequest(requestId, 'irn_subscription', {
          id,
          data: { topic, message: payload, publishedAt, tag, attestation: '' },
        }),
      )
    },
  }

  const context: MethodContext = {
    clientId,
    hub,
    limits,
    now,
    subscribe(topic) {
      const existing = subscriptions.get(topic)
      if (existing !== undefined) return existing
      if (subscriptions.size >= limits.maxSubscriptionsPerClient)
        throw new RelayRpcError(
          RELAY_ERROR_CODES.RateLimited,
          `Subscription limit reached: at most ${limits.maxSubscriptionsPerClient} topics per connection`,
        )
      const id = subscriptionId(topic, clientId)
      subscriptions.set(topic, id)
      hub.add(subscriber, topic)
      return id
    },
    async subscribeOnBehalf(topic, ttl) {
      context.subscribe(topic)
      await hub.rememberClientTopic(clientId, topic, ttl)
    },
    async unsubscribe(topic) {
      if (subscriptions.delete(topic)) hub.remove(subscriber, topic)
      await hub.forgetClientTopic(clientId, topic)
    },
    pushStored: (topic) => hub.pushStored(subscriber, topic),
    markDelivered: (message) => void markDelivered(message),
  }

  const run = (request: IncomingRequest) => {
    // Own keys only: "toString" or "__proto__" must be unknown methods, not Object.prototype's.
    const handler = Object.hasOwn(RELAY_METHODS, request.method) ? RELAY_METHODS[request.method] : undefined
    if (!handler)
      throw new RelayRpcError(RPC_ERROR_CODES.MethodNotFound, `Method not found: ${request.method}`)
    return handler(context, request.params)
  }

  const answer = async (request: IncomingRequest, outcome: MethodOutcome) => {
    if (request.rawId !== undefined) send(formatResult(request.rawId, outcome.result))
    await outcome.afterResponse?.()
  }

  const respondWithError = (rawId: string | undefined, error: unknown) => {
    if (error instanceof RelayRpcError) {
      send(formatError(rawId, error.code, error.shortMessage))
      return
    }
    onError(error)
    send(formatError(rawId, RPC_ERROR_CODES.InternalError, 'Internal error', 'relay'))
  }

  const handleFrame = (text: string) => {
    let incoming: ReturnType<typeof parseMessage>
    try {
      incoming = parseMessage(text)
    } catch (error) {
      respondWithError(undefined, error)
      return
    }
    if (incoming.kind === 'response') {
      const pending = awaitingAck.get(incoming.rawId)
      if (!pending) return
      awaitingAck.delete(incoming.rawId)
      if (incoming.result === true) hub.ack(pending.topic, pending.hash).catch(onError)
      return
    }
    if (!limiter.take()) {
      respondWithError(
        incoming.rawId,
        new RelayRpcError(
          RELAY_ERROR_CODES.RateLimited,
          `Rate limit exceeded: at most ${limits.messagesPerSecond} requests per second`,
        ),
      )
      return
    }
    const request = incoming
    const fail = (error: unknown) => respondWithError(request.rawId, error)
    if (request.method === 'irn_publish') {
      // Consecutive publishes overlap: the storage runs them in arrival order (one Redis connection
      // is FIFO) and their answers still go out in order. Anything else waits for them.
      const outcome = barrier.then(() => run(request))
      outcome.catch(() => {})
      queue = queue.then(() => outcome.then((result) => answer(request, result)).catch(fail))
      return
    }
    queue = queue.then(() =>
      Promise.resolve()
        .then(() => run(request))
        .then((result) => answer(request, result))
        .catch(fail),
    )
    barrier = queue
  }

  // Before any request: resubscribe the topics the relay subscribed this client id to on its behalf.
  queue = queue.then(async () => {
    try {
      for (const topic of await hub.clientTopics(clientId)) {
        context.subscribe(topic)
        await hub.pushStored(subscriber, topic)
      }
    } catch (error) {
      onError(error)
    }
  })
  barrier = queue

  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      respondWithError(
        undefined,
        new RelayRpcError(RPC_ERROR_CODES.InvalidRequest, 'Binary frames are not supported'),
      )
      return
    }
    handleFrame(data.toString())
  })

  socket.on('close', () => {
    for (const topic of subscriptions.keys()) hub.remove(subscriber, topic)
    subscriptions.clear()
    awaitingAck.clear()
  })
}
