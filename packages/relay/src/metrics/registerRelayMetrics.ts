import { Counter, Gauge, type Registry } from 'prom-client'
import type { Relay } from '../createRelay.ts'

export type RegisterRelayMetricsParameters = {
  registry: Registry
  relay: Relay
}

/**
 * Adds a relay's families to a Prometheus registry, read at scrape time: open connections, subscriptions,
 * messages published and delivered (counters: `rate()` gives messages per second) and the mailbox depth.
 *
 * @example
 * const registry = new Registry()
 * registerRelayMetrics({ registry, relay })
 */
export function registerRelayMetrics(parameters: RegisterRelayMetricsParameters): void {
  const { registry, relay } = parameters
  new Gauge({
    name: 'portico_relay_connections',
    help: 'Open relay WebSocket connections on this node.',
    registers: [registry],
    collect() {
      this.set(relay.connectionCount)
    },
  })
  new Gauge({
    name: 'portico_relay_subscriptions',
    help: 'Topic subscriptions of the connections on this node.',
    registers: [registry],
    collect() {
      this.set(relay.stats.subscriptions)
    },
  })
  new Counter({
    name: 'portico_relay_messages_published_total',
    help: 'Messages stored by this node for its clients (duplicates excluded).',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(relay.stats.published)
    },
  })
  new Counter({
    name: 'portico_relay_messages_delivered_total',
    help: "Messages this node handed to its clients' subscriptions.",
    registers: [registry],
    collect() {
      this.reset()
      this.inc(relay.stats.delivered)
    },
  })
  new Gauge({
    name: 'portico_relay_mailbox_depth',
    help: 'Messages waiting in the mailbox (every node of a Redis-backed relay).',
    registers: [registry],
    async collect() {
      const depth = await relay.mailboxDepth().catch(() => undefined)
      if (depth !== undefined) this.set(depth)
    },
  })
}
