import { Redis } from 'ioredis'
import type { FanOut, Mailbox, RelayMessage, RelayStorage } from './types.ts'

export type RedisStorageOptions = {
  /** `redis://host:port/db` */
  url: string
  /** Prefix of every key and channel, so several relays (or test files) can share one Redis. */
  keyPrefix?: string
  /** Identifies this node so it ignores its own fan-out messages. */
  nodeId: string
  /** Connection errors (ioredis reconnects by itself). */
  onError?: (error: unknown) => void
}

/** Stores the message unless its hash is already known, and indexes it by expiry, atomically. */
const PUT_SCRIPT = `
if redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2], 'NX') then
  redis.call('ZADD', KEYS[2], ARGV[3], ARGV[4])
  if redis.call('PTTL', KEYS[2]) < tonumber(ARGV[2]) * 1000 then
    redis.call('EXPIRE', KEYS[2], ARGV[2])
  end
  return 1
end
return 0`

type FanOutEnvelope = { node: string; message: RelayMessage }

/**
 * Mailbox and fan-out on Redis: each message is a key with the message's TTL (its existence is the
 * dedupe record), listed through a per-topic sorted set scored by expiry; published messages reach
 * the other nodes over pub/sub on one channel per topic.
 */
export function createRedisStorage(options: RedisStorageOptions): RelayStorage {
  const { url, keyPrefix = 'portico-relay:', nodeId, onError = () => {} } = options
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 })
  const subscriber = redis.duplicate()
  redis.on('error', onError)
  subscriber.on('error', onError)
  const connected = redis.connect()
  // Subscribing before the ready check has run puts ioredis in subscriber mode too early.
  const subscriberConnected = subscriber.connect()
  connected.catch(onError)
  subscriberConnected.catch(onError)
  const messageKey = (topic: string, hash: string) => `${keyPrefix}msg:${topic}:${hash}`
  const indexKey = (topic: string) => `${keyPrefix}idx:${topic}`
  const channel = (topic: string) => `${keyPrefix}topic:${topic}`
  const channelPrefix = `${keyPrefix}topic:`

  const mailbox: Mailbox = {
    async put(message) {
      const expiresAt = message.publishedAt + message.ttl * 1000
      const stored = await redis.eval(
        PUT_SCRIPT,
        2,
        messageKey(message.topic, message.hash),
        indexKey(message.topic),
        JSON.stringify(message),
        message.ttl,
        expiresAt,
        message.hash,
      )
      return stored === 1
    },
    async list(topic) {
      const index = indexKey(topic)
      const results = await redis
        .multi()
        .zremrangebyscore(index, '-inf', Date.now())
        .zrange(index, 0, -1)
        .exec()
      const hashes = (results?.[1]?.[1] as string[] | undefined) ?? []
      if (hashes.length === 0) return []
      const values = await redis.mget(hashes.map((hash) => messageKey(topic, hash)))
      return values
        .filter((value): value is string => typeof value === 'string' && value.length > 0)
        .map((value) => JSON.parse(value) as RelayMessage)
        .sort((a, b) => a.publishedAt - b.publishedAt)
    },
    async ack(topic, hash) {
      await redis.multi().zrem(indexKey(topic), hash).set(messageKey(topic, hash), '', 'KEEPTTL', 'XX').exec()
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }

  const listeners: Array<(message: RelayMessage) => void> = []
  subscriber.on('message', (channelName: string, payload: string) => {
    if (!channelName.startsWith(channelPrefix)) return
    const envelope = JSON.parse(payload) as FanOutEnvelope
    if (envelope.node === nodeId) return
    for (const listener of listeners) listener(envelope.message)
  })

  const fanOut: FanOut = {
    async publish(message) {
      const envelope: FanOutEnvelope = { node: nodeId, message }
      await redis.publish(channel(message.topic), JSON.stringify(envelope))
    },
    async watch(topic) {
      await subscriberConnected
      await subscriber.subscribe(channel(topic))
    },
    async unwatch(topic) {
      await subscriberConnected
      await subscriber.unsubscribe(channel(topic))
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }

  return { mailbox, fanOut }
}
