import type { RelayLimits } from '../constants.ts'
import type { Hub } from '../hub.ts'
import type { RelayMessage } from '../storage/types.ts'

/** What a method handler may use: the connection it serves and the node's hub. */
export type MethodContext = {
  clientId: string
  hub: Hub
  limits: RelayLimits
  now: () => number
  /** Subscribes this connection; returns the subscription id (throws RateLimited beyond the limit). */
  subscribe(topic: string): string
  /**
   * Subscribes this connection on the client's behalf and remembers the topic for the client id
   * for `ttl` seconds, so its next connection (on any node) is subscribed too.
   */
  subscribeOnBehalf(topic: string, ttl: number): Promise<void>
  /** Unsubscribes this connection and forgets the topic for the client id. */
  unsubscribe(topic: string): Promise<void>
  /** Pushes the topic's stored messages to this connection. */
  pushStored(topic: string): Promise<void>
  /** Records messages handed over in a fetch result, so they are not pushed again. */
  markDelivered(message: RelayMessage): void
}

/** A handler's result, plus work that must happen after the response is sent (pushing stored messages). */
export type MethodOutcome = { result: unknown; afterResponse?: () => Promise<void> }

export type MethodHandler = (context: MethodContext, params: unknown) => Promise<MethodOutcome>
