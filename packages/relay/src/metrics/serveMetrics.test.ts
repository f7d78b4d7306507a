import { Registry } from 'prom-client'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from '../startRelay.ts'
import { connectTestClient, randomTopic, type TestClient } from '../testing/connectTestClient.ts'
import { registerRelayMetrics } from './registerRelayMetrics.ts'
import { type ServeMetricsReturnType, serveMetrics } from './serveMetrics.ts'

/** The value of a sample line `name value` (no labels) in Prometheus text. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `))
  return line === undefined ? undefined : Number(line.slice(name.length + 1))
}

describe("the standalone relay's /metrics (docs/deploy.md, Metrics)", () => {
  let relay: RunningRelay | undefined
  let metrics: ServeMetricsReturnType | undefined
  const clients: TestClient[] = []
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await metrics?.close()
    await relay?.close()
  })

  it('shows connections, subscriptions, messages and mailbox depth after a workload, on its own listener', async () => {
    relay = await startRelay({ port: 0 })
    const registry = new Registry()
    registerRelayMetrics({ registry, relay: relay.relay })
    metrics = await serveMetrics({ registry, port: 0 })
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)

    const [dapp, wallet] = await Promise.all([connectTestClient(relay.url), connectTestClient(relay.url)])
    clients.push(dapp, wallet)
    const topic = randomTopic()
    expect(typeof (await wallet.request('irn_subscribe', { topic })).result).toBe('string')
    for (const message of ['one', 'two', 'three']) {
      const published = await dapp.request('irn_publish', {
        topic,
        message,
        ttl: 300,
        tag: 1108,
        prompt: false,
      })
      expect(published.result).toBe(true)
      expect((await wallet.nextMessage()).data.message).toBe(message)
    }
    // A message for a topic nobody listens to waits in the mailbox.
    await dapp.request('irn_publish', { topic: randomTopic(), message: 'later', ttl: 300, tag: 1108 })

    const response = await fetch(metrics.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(sample(text, 'portico_relay_connections')).toBe(2)
    expect(sample(text, 'portico_relay_subscriptions')).toBe(1)
    expect(sample(text, 'portico_relay_messages_published_total')).toBe(4)
    expect(sample(text, 'portico_relay_messages_delivered_total')).toBe(3)
    expect(sample(text, 'portico_relay_mailbox_depth')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)

    const elsewhere = await fetch(metrics.url.replace('/metrics', '/health'))
    expect(elsewhere.status).toBe(404)
    expect(relay.url).not.toContain(`:${new URL(metrics.url).port}/`)
  }, 60_000)
})
