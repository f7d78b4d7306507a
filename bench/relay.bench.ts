// Relay one-hop latency and messages/s: one node in memory, and two nodes over Redis when REDIS_URL
// is set. Run: npm run bench -- relay   (tsx bench/relay.bench.ts bench/results/relay.md)

import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { type RunningRelay, startRelay } from '../packages/relay/src/index.ts'
import {
  connectTestClient,
  randomTopic,
  type TestClient,
} from '../packages/relay/src/testing/connectTestClient.ts'

const outFile = process.argv[2] ?? 'bench/results/relay.md'
const redisUrl = process.env.REDIS_URL
const LATENCY_SAMPLES = 2000
const THROUGHPUT_MESSAGES = 20_000
const PARALLEL_PAIRS = 8
const PARALLEL_MESSAGES_PER_PAIR = 2500
const unlimited = { messagesPerSecond: 1e9 }

type Setup = { label: string; publisherUrl: string; subscriberUrl: string; nodes: RunningRelay[] }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function pair(setup: Setup): Promise<{ publisher: TestClient; subscriber: TestClient; topic: string }> {
  const publisher = await connectTestClient(setup.publisherUrl)
  const subscriber = await connectTestClient(setup.subscriberUrl)
  const topic = randomTopic()
  await subscriber.request('irn_subscribe', { topic })
  return { publisher, subscriber, topic }
}

/** Sequential publishes: time from sending irn_publish to the subscriber receiving irn_subscription. */
async function latency(setup: Setup) {
  const { publisher, subscriber, topic } = await pair(setup)
  const samples: number[] = []
  for (let index = 0; index < LATENCY_SAMPLES + 200; index++) {
    const start = performance.now()
    const received = subscriber.nextMessage(5000)
    void publisher.request('irn_publish', {
      topic,
      message: `latency-${index}-${randomUUID()}`,
      ttl: 300,
      tag: 1108,
    })
    await received
    if (index >= 200) samples.push(performance.now() - start)
  }
  await Promise.all([publisher.close(), subscriber.close()])
  samples.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) }
}

/** Pipelined publishes from `pairs` publishers; messages/s until every subscriber has all of its messages. */
async function throughput(setup: Setup, pairs: number, perPair: number) {
  const connected = await Promise.all(Array.from({ length: pairs }, () => pair(setup)))
  const start = performance.now()
  await Promise.all(
    connected.map(async ({ publisher, subscriber, topic }) => {
      const received = (async () => {
        for (let index = 0; index < perPair; index++) await subscriber.nextMessage(30_000)
      })()
      for (let index = 0; index < perPair; index++)
        void publisher.request('irn_publish', {
          topic,
          message: `tp-${index}-${randomUUID()}`,
          ttl: 300,
          tag: 1108,
        })
      await received
    }),
  )
  const seconds = (performance.now() - start) / 1000
  await Promise.all(connected.flatMap(({ publisher, subscriber }) => [publisher.close(), subscriber.close()]))
  return (pairs * perPair) / seconds
}

async function measure(setup: Setup) {
  const { p50, p99 } = await latency(setup)
  const single = await throughput(setup, 1, THROUGHPUT_MESSAGES)
  const parallel = await throughput(setup, PARALLEL_PAIRS, PARALLEL_MESSAGES_PER_PAIR)
  await Promise.all(setup.nodes.map((node) => node.close()))
  console.log(
    `${setup.label}: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms, ${single.toFixed(0)} msg/s, ${parallel.toFixed(0)} msg/s (${PARALLEL_PAIRS} pairs)`,
  )
  return `| ${setup.label} | ${p50.toFixed(2)} | ${p99.toFixed(2)} | ${Math.round(single).toLocaleString('en-US')} | ${Math.round(parallel).toLocaleString('en-US')} |`
}

const loadBefore = loadavg()[0] ?? 0
const rows: string[] = []
const memory = await startRelay({ port: 0, limits: unlimited })
rows.push(
  await measure({
    label: 'one node, in-memory mailbox',
    publisherUrl: memory.url,
    subscriberUrl: memory.url,
    nodes: [memory],
  }),
)

if (redisUrl) {
  const single = await startRelay({
    port: 0,
    limits: unlimited,
    redisUrl,
    redisKeyPrefix: `portico-relay-bench:${randomUUID()}:`,
  })
  rows.push(
    await measure({
      label: 'one node, Redis mailbox',
      publisherUrl: single.url,
      subscriberUrl: single.url,
      nodes: [single],
    }),
  )
  const redisKeyPrefix = `portico-relay-bench:${randomUUID()}:`
  const nodeA = await startRelay({ port: 0, limits: unlimited, redisUrl, redisKeyPrefix })
  const nodeB = await startRelay({ port: 0, limits: unlimited, redisUrl, redisKeyPrefix })
  rows.push(
    await measure({
      label: 'two nodes over Redis (publisher on A, subscriber on B)',
      publisherUrl: nodeA.url,
      subscriberUrl: nodeB.url,
      nodes: [nodeA, nodeB],
    }),
  )
} else {
  rows.push('| one node / two nodes over Redis | skipped: REDIS_URL not set | | | |')
}

const section = [
  '## Relay (@portico/relay)',
  '',
  `Command: \`npm run bench -- relay\`${redisUrl ? ' with `REDIS_URL` set (Debian redis-server 7 on 127.0.0.1)' : ''}. Measured ${new Date().toISOString()}.`,
  '',
  `One hop = a client's \`irn_publish\` until the subscribed client receives \`irn_subscription\` (plain ws clients, no SDK; ${LATENCY_SAMPLES} sequential messages after 200 warm-up). Messages/s: pipelined publishes until the subscribers have received every message (each answered with an ack); one publisher→subscriber pair with ${THROUGHPUT_MESSAGES.toLocaleString('en-US')} messages, and ${PARALLEL_PAIRS} pairs × ${PARALLEL_MESSAGES_PER_PAIR.toLocaleString('en-US')}. Rate limit lifted for the run. Clients and relay nodes share one process on 2 cores that other work shares too (1-minute load average ${loadBefore.toFixed(1)} at the start).`,
  '',
  '| setup | one-hop p50 (ms) | one-hop p99 (ms) | messages/s, 1 pair | messages/s, 8 pairs |',
  '|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
writeFileSync(outFile, section)
console.log(`wrote ${outFile}`)
process.exit(0)
