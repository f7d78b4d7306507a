/** A message held by the relay for a topic until its receiver acknowledges it or its TTL ends. */
export type RelayMessage = {
  topic: string
  /** The opaque (encrypted, base64) payload as published. */
  message: string
  tag: number
  /** Seconds the relay keeps it. */
  ttl: number
  /** Milliseconds since the epoch. */
  publishedAt: number
  /** sha256 hex of `message`: the dedupe key. */
  hash: string
  /** Client id (`did:key`) of the publisher, who never gets its own message back. */
  publisher: string
}

/** The per-topic store of undelivered messages. */
export type Mailbox = {
  /** Stores the message; false when the same hash was already published on the topic within its TTL. */
  put(message: RelayMessage): Promise<boolean>
  /** Unexpired, unacknowledged messages of a topic, oldest first. */
  list(topic: string): Promise<RelayMessage[]>
  /** Removes a delivered message; its hash is still remembered for dedupe until the TTL ends. */
  ack(topic: string, hash: string): Promise<void>
  close(): Promise<void>
}

/** Carries published messages to the other relay nodes whose clients subscribe to the topic. */
export type FanOut = {
  /** Sends to every other node watching the topic. */
  publish(message: RelayMessage): Promise<void>
  /** Starts receiving other nodes' messages for a topic. */
  watch(topic: string): Promise<void>
  unwatch(topic: string): Promise<void>
  onMessage(listener: (message: RelayMessage) => void): void
  close(): Promise<void>
}

export type RelayStorage = { mailbox: Mailbox; fanOut: FanOut }
