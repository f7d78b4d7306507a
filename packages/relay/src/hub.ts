import type { RelayMessage, RelayStorage } from './storage/types.ts'

/** What the hub needs from a client connection. */
export type Subscriber = {
  clientId: string
  /** Sends the message as irn_subscription unless this connection already got it. */
  deliver(message: RelayMessage): void
}

export type Hub = ReturnType<typeof createHub>

/**
 * Routes messages between the connections of this node and, through the storage's fan-out, the
 * other nodes: stores each new message, hands it to local subscribers at once, and pushes a topic's
 * stored messages to a connection as soon as it subscribes.
 */
export function createHub(storage: RelayStorage, onError: (error: unknown) => void) {
  const topics = new Map<string, { subscribers: Set<Subscriber>; watched: Promise<void> }>()
  let subscriptions = 0
  let published = 0
  let delivered = 0

  const deliverLocal = (message: RelayMessage) => {
    const entry = topics.get(message.topic)
    if (!entry) return
    for (const subscriber of entry.subscribers)
      if (subscriber.clientId !== message.publisher) {
        delivered++
        subscriber.deliver(message)
      }
  }
  storage.onRemoteMessage(deliverLocal)

  const hub = {
    /** Stores and delivers a message; false when it is a duplicate (same hash on the topic). */
    async publish(message: RelayMessage): Promise<boolean> {
      if (!(await storage.publish(message))) return false
      published++
      deliverLocal(message)
      return true
    },

    /** Registers the subscriber synchronously, so live messages reach it from now on. */
    add(subscriber: Subscriber, topic: string): void {
      const entry = topics.get(topic)
      if (entry) {
        if (!entry.subscribers.has(subscriber)) subscriptions++
        entry.subscribers.add(subscriber)
        return
      }
      subscriptions++
      topics.set(topic, { subscribers: new Set([subscriber]), watched: storage.watch(topic).catch(onError) })
    },

    /**
     * Pushes the topic's stored messages to a subscriber. Watching the fan-out first means a message
     * published elsewhere meanwhile is either already stored or still to arrive live.
     */
    async pushStored(subscriber: Subscriber, topic: string): Promise<void> {
      await topics.get(topic)?.watched
      for (const message of await storage.list(topic))
        if (message.publisher !== subscriber.clientId && topics.get(topic)?.subscribers.has(subscriber))
          subscriber.deliver(message)
    },

    remove(subscriber: Subscriber, topic: string): void {
      const entry = topics.get(topic)
      if (!entry?.subscribers.delete(subscriber)) return
      subscriptions--
      if (entry.subscribers.size > 0) return
      topics.delete(topic)
      storage.unwatch(topic).catch(onError)
    },

    /** Messages a client may fetch from a topic (everything stored it did not publish itself). */
    async fetch(clientId: string, topic: string): Promise<RelayMessage[]> {
      return (await storage.list(topic)).filter((message) => message.publisher !== clientId)
    },

    ack(topic: string, hash: string): Promise<void> {
      return storage.ack(topic, hash)
    },

    rememberClientTopic(clientId: string, topic: string, ttl: number): Promise<void> {
      return storage.addClientTopic(clientId, topic, ttl)
    },

    forgetClientTopic(clientId: string, topic: string): Promise<void> {
      return storage.removeClientTopic(clientId, topic)
    },

    clientTopics(clientId: string): Promise<string[]> {
      return storage.clientTopics(clientId)
    },

    get topicCount(): number {
      return topics.size
    },

    /** Subscriptions of this node's connections, messages stored by them and handed to them so far. */
    get stats(): { subscriptions: number; published: number; delivered: number } {
      return { subscriptions, published, delivered }
    },
  }
  // Messages other nodes published while the fan-out was down are only in the mailbox: push them now
  // (a connection skips the ones it already got).
  storage.onFanOutRestored?.(() => {
    for (const [topic, entry] of topics)
      for (const subscriber of entry.subscribers) hub.pushStored(subscriber, topic).catch(onError)
  })
  return hub
}
