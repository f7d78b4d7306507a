import { Redis } from 'ioredis'
import type { RelayMessage, RelayStorage } from './types.ts'

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

type FanOutEnvelope = { node: string; message: RelayMessage }

/**
 * Stores the message unless its hash is already known, appends it to the topic's index in publish
 * order (a per-topic counter) and publishes it to the topic's channel, in one atomic round trip.
 * KEYS: message key, index key, counter key. ARGV: message JSON, ttl seconds, hash, channel, envelope JSON.
 */
const PUBLISH_SCRIPT = `
if not redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2], 'NX') then return 0 end
redis.call('ZADD', KEYS[2], redis.call('INCR', KEYS[3]), ARGV[3])
for index = 2, 3 do
  if redis.call('PTTL', KEYS[index]) < tonumber(ARGV[2]) * 1000 then redis.call('EXPIRE', KEYS[index], ARGV[2]) end
end
redis.call('PUBLISH', ARGV[4], ARGV[5])
return 1`

/** Drops the message from the topic's index and empties its key, which stays as the dedupe record. */
const ACK_SCRIPT = `
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('SET', KEYS[1], '', 'KEEPTTL', 'XX')
return 1`

/** Adds the topic to the client's set unless it is already there for longer; keeps the set alive as long. */
const ADD_CLIENT_TOPIC_SCRIPT = `
local current = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not current or tonumber(current) < tonumber(ARGV[2]) then redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1]) end
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) * 1000 then redis.call('EXPIRE', KEYS[1], ARGV[3]) end
return 1`

type ScriptedRedis = Redis & {
  relayAddClientTopic(...args: Array<string | number>): Promise<number>
  relayPublish(...args: Array<string | number>): Promise<number>
  relayAck(...args: Array<string | number>): Promise<number>
}

/**
 * Storage on Redis for several relay nodes: each message is a key with the message's TTL (its
 * existence is the dedupe record), listed in publish order through a per-topic sorted set; new
 * messages reach the other nodes over pub/sub on one channel per topic.
 */
export function createRedisStorage(options: RedisStorageOptions): RelayStorage {
  const { url, keyPrefix = 'portico-relay:', nodeId, onError = () => {} } = options
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 }) as ScriptedRedis
  redis.defineCommand('relayPublish', { numberOfKeys: 3, lua: PUBLISH_SCRIPT })
  redis.defineCommand('relayAck', { numberOfKeys: 2, lua: ACK_SCRIPT })
  redis.defineCommand('relayAddClientTopic', { numberOfKeys: 1, lua: ADD_CLIENT_TOPIC_SCRIPT })
  const subscriber = new Redis(url, { lazyConnect: true })
  redis.on('error', onError)
  subscriber.on('error', onError)
  redis.connect().catch(onError)
  // ioredis keeps retrying after a failed first attempt (Redis not up yet, or a node so busy at start
  // that the connect timer fired first), but that attempt's promise stays rejected: watching waits for
  // the connection to be ready instead, or every topic of this node would go unwatched for good.
  subscriber.connect().catch(onError)
  // Subscribing before the ready check has run puts ioredis in subscriber mode too early.
  const subscriberReady = () =>
    subscriber.status === 'ready'
      ? Promise.resolve()
      : new Promise<void>((resolve) => subscriber.once('ready', () => resolve()))

  const messageKey = (topic: string, hash: string) => `${keyPrefix}msg:${topic}:${hash}`
  const indexKey = (topic: string) => `${keyPrefix}idx:${topic}`
  const counterKey = (topic: string) => `${keyPrefix}seq:${topic}`
  const clientKey = (clientId: string) => `${keyPrefix}client:${clientId}`
  const channelPrefix = `${keyPrefix}topic:`
  const channel = (topic: string) => `${channelPrefix}${topic}`

  const listeners: Array<(message: RelayMessage) => void> = []
  const restoredListeners: Array<() => void> = []
  const watched = new Set<string>()
  let connectedBefore = false
  // ioredis subscribes the channels again on reconnect; a message published before that reached no
  // one here, so once the channels are back the hub pushes the stored messages again.
  subscriber.on('ready', () => {
    if (!connectedBefore) {
      connectedBefore = true
      return
    }
    const channels = [...watched].map(channel)
    ;(channels.length > 0 ? subscriber.subscribe(...channels) : Promise.resolve())
      .then(() => {
        for (const listener of restoredListeners) listener()
      })
      .catch(onError)
  })
  subscriber.on('message', (channelName: string, payload: string) => {
    if (!channelName.startsWith(channelPrefix)) return
    const envelope = JSON.parse(payload) as FanOutEnvelope
    if (envelope.node === nodeId) return
    for (const listener of listeners) listener(envelope.message)
  })

  return {
    async publish(message) {
      const envelope: FanOutEnvelope = { node: nodeId, message }
      const stored = await redis.relayPublish(
        messageKey(message.topic, message.hash),
        indexKey(message.topic),
        counterKey(message.topic),
        JSON.stringify(message),
        message.ttl,
        message.hash,
        channel(message.topic),
        JSON.stringify(envelope),
      )
      return stored === 1
    },
    async list(topic) {
      const index = indexKey(topic)
      const hashes = await redis.zrange(index, 0, -1)
      if (hashes.length === 0) return []
      const values = await redis.mget(hashes.map((hash) => messageKey(topic, hash)))
      // A missing key has expired: drop it from the index.
      const expired = hashes.filter((_hash, position) => values[position] === null)
      if (expired.length > 0) await redis.zrem(index, ...expired)
      return values
        .filter((value): value is string => typeof value === 'string' && value.length > 0)
        .map((value) => JSON.parse(value) as RelayMessage)
    },
    async depth() {
      // Every topic's index, a page of keys at a time: a scrape's cost grows with the open topics only.
      let count = 0
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}idx:*`, 'COUNT', 500)
        cursor = next
        if (keys.length > 0) {
          const sizes = await Promise.all(keys.map((key) => redis.zcard(key)))
          for (const size of sizes) count += size
        }
      } while (cursor !== '0')
      return count
    },
    async ack(topic, hash) {
      await redis.relayAck(messageKey(topic, hash), indexKey(topic), hash)
    },
    async addClientTopic(clientId, topic, ttl) {
      await redis.relayAddClientTopic(clientKey(clientId), topic, Date.now() + ttl * 1000, ttl)
    },
    async removeClientTopic(clientId, topic) {
      await redis.zrem(clientKey(clientId), topic)
    },
    async clientTopics(clientId) {
      const key = clientKey(clientId)
      const results = await redis.multi().zremrangebyscore(key, '-inf', Date.now()).zrange(key, 0, -1).exec()
      return (results?.[1]?.[1] as string[] | undefined) ?? []
    },
    async watch(topic) {
      watched.add(topic)
      await subscriberReady()
      await subscriber.subscribe(channel(topic))
    },
    async unwatch(topic) {
      watched.delete(topic)
      await subscriberReady()
      await subscriber.unsubscribe(channel(topic))
    },
    onRemoteMessage(listener) {
      listeners.push(listener)
    },
    onFanOutRestored(listener) {
      restoredListeners.push(listener)
    },
    async close() {
      await Promise.all([
        redis.quit().catch(() => redis.disconnect()),
        subscriber.quit().catch(() => subscriber.disconnect()),
      ])
    },
  }
}
