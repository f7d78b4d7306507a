import type { RelayMessage, RelayStorage } from './types.ts'

type Entry = { message: RelayMessage; expiresAt: number; acked: boolean }

export type MemoryStorageOptions = {
  /** Milliseconds since the epoch; injectable for TTL tests. */
  now?: () => number
  /** How often expired entries are swept, in ms. */
  sweepIntervalMs?: number
}

/** Storage in this process's memory: a single relay node, nothing survives a restart. */
export function createMemoryStorage(options: MemoryStorageOptions = {}): RelayStorage {
  const { now = Date.now, sweepIntervalMs = 60_000 } = options
  const topics = new Map<string, Map<string, Entry>>()
  /** client id → topic → expiry (ms) */
  const clientTopics = new Map<string, Map<string, number>>()

  const sweep = () => {
    const time = now()
    for (const [topic, entries] of topics) {
      for (const [hash, entry] of entries) if (entry.expiresAt <= time) entries.delete(hash)
      if (entries.size === 0) topics.delete(topic)
    }
    for (const [clientId, remembered] of clientTopics) {
      for (const [topic, expiresAt] of remembered) if (expiresAt <= time) remembered.delete(topic)
      if (remembered.size === 0) clientTopics.delete(clientId)
    }
  }
  const timer = setInterval(sweep, sweepIntervalMs)
  timer.unref()

  return {
    async publish(message) {
      const entries = topics.get(message.topic) ?? new Map<string, Entry>()
      topics.set(message.topic, entries)
      const existing = entries.get(message.hash)
      if (existing && existing.expiresAt > now()) return false
      // Re-inserted, not overwritten, so the Map's order stays the publish order.
      entries.delete(message.hash)
      entries.set(message.hash, { message, expiresAt: now() + message.ttl * 1000, acked: false })
      return true
    },
    async list(topic) {
      const entries = topics.get(topic)
      if (!entries) return []
      const time = now()
      const messages: RelayMessage[] = []
      for (const [hash, entry] of entries) {
        if (entry.expiresAt <= time) entries.delete(hash)
        else if (!entry.acked) messages.push(entry.message)
      }
      return messages
    },
    async ack(topic, hash) {
      const entry = topics.get(topic)?.get(hash)
      if (entry) entry.acked = true
    },
    async addClientTopic(clientId, topic, ttl) {
      const remembered = clientTopics.get(clientId) ?? new Map<string, number>()
      clientTopics.set(clientId, remembered)
      remembered.set(topic, Math.max(remembered.get(topic) ?? 0, now() + ttl * 1000))
    },
    async removeClientTopic(clientId, topic) {
      clientTopics.get(clientId)?.delete(topic)
    },
    async clientTopics(clientId) {
      const time = now()
      return [...(clientTopics.get(clientId) ?? [])]
        .filter(([, expiresAt]) => expiresAt > time)
        .map(([topic]) => topic)
    },
    async depth() {
      const time = now()
      let count = 0
      for (const entries of topics.values())
        for (const entry of entries.values()) if (!entry.acked && entry.expiresAt > time) count++
      return count
    },
    // There are no other nodes to hear from.
    async watch() {},
    async unwatch() {},
    onRemoteMessage() {},
    async close() {
      clearInterval(timer)
      topics.clear()
      clientTopics.clear()
    },
  }
}
