import { randomBytes } from 'node:crypto'
import { createMemoryStorage, type RelayStorage, type RunningRelay, startRelay } from '@portico/relay'
import { signRelayJwt } from '@portico/walletconnect/relayAuth'
import fc from 'fast-check'
import WebSocket from 'ws'
import { describeFailure } from './fuzzRoutes.ts'
import { HOSTILE_STRINGS, hostileValue } from './schemaArbitrary.ts'

/** One frame a client sends: text (usually JSON-RPC) or binary. */
export type RelayFrame = { method: string; text?: string; binary?: Buffer; rawId?: string }

export type RelayFigures = {
  method: string
  runs: number
  /** Answers by JSON-RPC error code ("result" for successes, "none" when no answer was due). */
  answers: Record<string, number>
  /** Rejected publishes after which the mailbox was checked unchanged. */
  rejectedChecked: number
  closes: Record<string, number>
  failure?: string | undefined
  ms: number
}

export const RELAY_METHODS = [
  'irn_publish',
  'irn_batchPublish',
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_fetchMessages',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
] as const

const topic = fc.oneof(
  { weight: 6, arbitrary: fc.stringMatching(/^[0-9a-f]{64}$/) },
  { weight: 1, arbitrary: fc.stringMatching(/^[0-9A-F]{64}$/) },
  { weight: 3, arbitrary: hostileValue },
)
const maybe = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 5, arbitrary: valid }, { weight: 2, arbitrary: hostileValue })
const message = maybe(fc.base64String({ maxLength: 200 }))
const publish = fc.record(
  {
    topic,
    message,
    ttl: maybe(fc.integer({ min: 0, max: 31 * 24 * 3600 })),
    tag: maybe(fc.integer({ min: 0, max: 2 ** 32 })),
    prompt: maybe(fc.boolean()),
    correlationId: maybe(fc.integer()),
  },
  { requiredKeys: [] },
)
const topics = maybe(fc.array(topic, { maxLength: 6 }))

const PARAMS: Record<(typeof RELAY_METHODS)[number], fc.Arbitrary<unknown>> = {
  irn_publish: publish,
  irn_batchPublish: fc.record({ messages: maybe(fc.array(publish, { maxLength: 4 })) }, { requiredKeys: [] }),
  irn_subscribe: fc.record({ topic }, { requiredKeys: [] }),
  irn_batchSubscribe: fc.record({ topics }, { requiredKeys: [] }),
  irn_unsubscribe: fc.record(
    { topic, id: maybe(fc.stringMatching(/^[0-9a-f]{0,64}$/)) },
    { requiredKeys: [] },
  ),
  irn_batchUnsubscribe: fc.record(
    {
      subscriptions: maybe(
        fc.array(fc.record({ topic, id: maybe(fc.stringMatching(/^[0-9a-f]{0,64}$/)) }), { maxLength: 4 }),
      ),
    },
    { requiredKeys: [] },
  ),
  irn_fetchMessages: fc.record({ topic }, { requiredKeys: [] }),
  irn_batchFetchMessages: fc.record({ topics }, { requiredKeys: [] }),
  wc_proposeSession: fc.record(
    { pairingTopic: topic, sessionProposal: message, ttl: maybe(fc.integer({ min: 0, max: 10_000 })) },
    { requiredKeys: [] },
  ),
  wc_approveSession: fc.record(
    {
      pairingTopic: topic,
      sessionTopic: topic,
      sessionProposalResponse: message,
      sessionSettlementRequest: message,
      ttl: maybe(fc.integer({ min: 0, max: 10_000 })),
    },
    { requiredKeys: [] },
  ),
}

/** Ids as WalletConnect clients send them (19 digits) and as hostile clients might. */
const rawId = fc.oneof(
  { weight: 6, arbitrary: fc.bigInt({ min: 10n ** 18n, max: 10n ** 19n - 1n }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 ** 31 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '-1',
      '1.5',
      '1e400',
      '9'.repeat(40),
      '"abc"',
      '""',
      'null',
      '{}',
      '[]',
      'true',
      '0x10',
    ),
  },
)

const JUNK_FRAMES = [
  '',
  ' ',
  '{',
  '[]',
  '[{"id":1,"jsonrpc":"2.0","method":"irn_subscribe"}]',
  'null',
  '"irn_publish"',
  '{"jsonrpc":"2.0"}',
  '{"id":1}',
  '{"id":1,"jsonrpc":"2.0","result":true}',
  '{"id":1234567890123456789,"jsonrpc":"2.0","error":{"code":-1,"message":"x"}}',
  '{"__proto__":{"polluted":"yes"},"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{}}',
  `{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  '\u0000\u0001\u0002',
  '\uD800',
]

/** Frames for one method: JSON-RPC requests with generated params and ids, plus malformed and binary frames. */
export function frameArbitrary(method: string): fc.Arbitrary<RelayFrame> {
  const params = PARAMS[method as (typeof RELAY_METHODS)[number]] ?? hostileValue
  const request = fc
    .record({
      id: fc.option(rawId, { nil: undefined, freq: 10 }),
      jsonrpc: fc.constantFrom('"2.0"', '"2.0"', '"1.0"', 'null', undefined),
      params: fc.oneof({ weight: 6, arbitrary: params }, { weight: 1, arbitrary: hostileValue }),
      methodText: fc.oneof(
        { weight: 9, arbitrary: fc.constant(method) },
        { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
      ),
    })
    .map(({ id, jsonrpc, params: value, methodText }): RelayFrame => {
      const fields = [
        id === undefined ? undefined : `"id":${id}`,
        jsonrpc === undefined ? undefined : `"jsonrpc":${jsonrpc}`,
        `"method":${JSON.stringify(methodText)}`,
        `"params":${JSON.stringify(value) ?? 'null'}`,
      ].filter(Boolean)
      return { method, text: `{${fields.join(',')}}`, rawId: id }
    })
  return fc.oneof(
    { weight: 12, arbitrary: request },
    { weight: 1, arbitrary: fc.constantFrom(...JUNK_FRAMES).map((text) => ({ method, text })) },
    {
      weight: 1,
      arbitrary: fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ method, binary: Buffer.from(bytes) })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(600 * 1024, 5 * 1024 * 1024).map((size) => ({
        method,
        text: `{"id":1234567890123456789,"jsonrpc":"2.0","method":"irn_publish","params":{"topic":"${'a'.repeat(64)}","message":"${'x'.repeat(size)}","ttl":300}}`,
        rawId: '1234567890123456789',
      })),
    },
  )
}

type Incoming = { raw: string; id?: string; error?: { code: number; message: string } }

/** A WebSocket client that records every frame the relay sends. */
export class FuzzClient {
  readonly socket: WebSocket
  readonly received: Incoming[] = []
  closed?: { code: number; reason: string }
  readonly #opened: Promise<void>
  #waiters: Array<() => void> = []

  constructor(url: string) {
    const secretKey = new Uint8Array(randomBytes(32))
    this.socket = new WebSocket(`${url}?auth=${signRelayJwt({ secretKey, aud: url })}`)
    this.#opened = new Promise((resolve, reject) => {
      this.socket.once('open', () => resolve())
      this.socket.once('error', reject)
    })
    this.socket.on('error', () => {})
    this.socket.on('message', (data) => {
      const raw = data.toString()
      const idMatch = /"id":(-?[0-9]+|"[^"]*")/.exec(raw)
      const parsed = JSON.parse(raw) as { error?: { code: number; message: string } }
      this.received.push({ raw, id: idMatch?.[1], error: parsed.error })
      this.#wake()
    })
    this.socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() }
      this.#wake()
    })
  }

  opened(): Promise<void> {
    return this.#opened
  }

  #wake() {
    for (const waiter of this.#waiters.splice(0)) waiter()
  }

  /** Waits until a frame with the id arrives or the socket closes; undefined then. */
  async waitFor(id: string, timeoutMs = 10_000): Promise<Incoming | undefined> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const found = this.received.find((frame) => frame.id === id)
      if (found || this.closed) return found
      if (Date.now() > deadline) throw new Error(`no answer to id ${id} within ${timeoutMs} ms`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200)
        this.#waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
  }

  close() {
    this.socket.terminate()
  }
}

/** A relay whose storage counts stored messages, and which records every unexpected failure. */
export async function startFuzzRelay(): Promise<{
  relay: RunningRelay
  stored(): number
  errors: unknown[]
  close(): Promise<void>
}> {
  const inner = createMemoryStorage()
  let stored = 0
  const storage: RelayStorage = {
    publish: async (relayMessage) => {
      const fresh = await inner.publish(relayMessage)
      if (fresh) stored++
      return fresh
    },
    list: (topicName) => inner.list(topicName),
    ack: (topicName, hash) => inner.ack(topicName, hash),
    addClientTopic: (clientId, topicName, ttl) => inner.addClientTopic(clientId, topicName, ttl),
    removeClientTopic: (clientId, topicName) => inner.removeClientTopic(clientId, topicName),
    clientTopics: (clientId) => inner.clientTopics(clientId),
    watch: (topicName) => inner.watch(topicName),
    unwatch: (topicName) => inner.unwatch(topicName),
    onRemoteMessage: (listener) => inner.onRemoteMessage(listener),
    close: () => inner.close(),
  }
  const errors: unknown[] = []
  // A high request rate so generated frames reach the methods; the flood test uses the real limit.
  const relay = await startRelay({
    port: 0,
    storage,
    limits: { messagesPerSecond: 1_000_000 },
    onError: (error) => errors.push(error),
  })
  return { relay, stored: () => stored, errors, close: () => relay.close() }
}

// Closes a relay may answer hostile frames with: too big (1009), rate limited (3001).
const ALLOWED_CLOSES = new Set([1009, 3001])

/**
 * Fuzzes one relay method over one connection: after each frame a probe request must be answered
 * (the connection and the relay still work), internal errors (-32603) never appear, a refused publish
 * stores nothing, and the relay reports no unexpected error.
 */
export async function fuzzRelayMethod(
  fuzz: Awaited<ReturnType<typeof startFuzzRelay>>,
  method: string,
  options: { numRuns: number; seed?: number | undefined; timeLimitMs?: number | undefined },
): Promise<RelayFigures> {
  const started = performance.now()
  const answers: Record<string, number> = {}
  const closes: Record<string, number> = {}
  let rejectedChecked = 0
  let runs = 0
  let probeId = 0
  let client = new FuzzClient(fuzz.relay.url)
  await client.opened()
  let failure: string | undefined
  const property = fc.asyncProperty(frameArbitrary(method), async (frame) => {
    runs++
    if (client.closed) {
      client = new FuzzClient(fuzz.relay.url)
      await client.opened()
    }
    client.received.length = 0
    const storedBefore = fuzz.stored()
    const errorsBefore = fuzz.errors.length
    client.socket.send(frame.binary ?? frame.text ?? '', { binary: frame.binary !== undefined })
    probeId++
    // A string id, so no generated (numeric) id can be mistaken for the probe's answer.
    const probe = `"probe-${probeId}"`
    client.socket.send(
      `{"id":${probe},"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"${'b'.repeat(64)}"}}`,
    )
    const probeAnswer = await client.waitFor(probe)
    if (!probeAnswer) {
      const { code, reason } = client.closed ?? { code: 0, reason: '' }
      closes[code] = (closes[code] ?? 0) + 1
      if (!ALLOWED_CLOSES.has(code)) throw new Error(`connection closed with ${code} ${reason}`)
      return
    }
    if (probeAnswer.error) throw new Error(`probe failed: ${probeAnswer.raw}`)
    const answer = frame.rawId ? client.received.find((incoming) => incoming.id === frame.rawId) : undefined
    const key = answer ? (answer.error ? String(answer.error.code) : 'result') : 'none'
    answers[key] = (answers[key] ?? 0) + 1
    const internal = client.received.find((incoming) => incoming.error?.code === -32603)
    if (internal) throw new Error(`internal error: ${internal.raw.slice(0, 300)}`)
    if (fuzz.errors.length > errorsBefore) throw new Error(`relay error: ${String(fuzz.errors.at(-1))}`)
    const publishing = method === 'irn_publish' || method === 'irn_batchPublish' || method.startsWith('wc_')
    if (publishing && answer?.error) {
      if (fuzz.stored() !== storedBefore)
        throw new Error(`refused with ${answer.raw} but a message was stored`)
      rejectedChecked++
    }
    client.received.length = 0
  })
  try {
    await fc.assert(property, {
      numRuns: options.numRuns,
      seed: options.seed,
      timeout: 15_000,
      // A time budget ends the method early without failing it; the figures show the inputs run.
      interruptAfterTimeLimit: options.timeLimitMs,
      markInterruptAsFailure: false,
    })
  } catch (error) {
    failure = describeFailure(error)
  }
  client.close()
  return {
    method,
    runs,
    answers,
    rejectedChecked,
    closes,
    failure,
    ms: Math.round(performance.now() - started),
  }
}
