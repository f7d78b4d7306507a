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

/**
 * Where a relay node keeps its per-topic mailbox and how it reaches the other nodes: in memory for
 * one node, in Redis for several.
 */
export type RelayStorage = {
  /**
   * Stores the message and hands it to the other nodes watching its topic; false (and nothing
   * sent) when the same hash was already published on the topic within its TTL.
   */
  publish(message: RelayMessage): Promise<boolean>
  /** Unexpired, unacknowledged messages of a topic, oldest first. */
  list(topic: string): Promise<RelayMessage[]>
  /** Removes a delivered message; its hash is still remembered for dedupe until the TTL ends. */
  ack(topic: string, hash: string): Promise<void>
  /**
   * Remembers a topic the relay subscribed a client to on its behalf (wc_proposeSession,
   * wc_approveSession) for `ttl` seconds, so the subscription follows the client id to its next
   * connection, on any node.
   */
  addClientTopic(clientId: string, topic: string, ttl: number): Promise<void>
  removeClientTopic(clientId: string, topic: string): Promise<void>
  /** Unexpired topics remembered for a client. */
  clientTopics(clientId: string): Promise<string[]>
  /** Starts receiving other nodes' messages for a topic. */
  watch(topic: string): Promise<void>
  unwatch(topic: string): Promise<void>
  /** Called with each message another node published on a watched topic. */
  onRemoteMessage(listener: (message: RelayMessage) => void): void
  /**
   * Called when the fan-out is back after a lost connection (e.g. Redis restarted): other nodes'
   * messages published meanwhile are stored but never arrived live.
   */
  onFanOutRestored?(listener: () => void): void
  /** Unexpired, unacknowledged messages held across all topics (the mailbox depth, for metrics). */
  depth?(): Promise<number>
  close(): Promise<void>
}
