import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import { RPC_ERROR_CODES } from '@portico/core'
import { RELAY_ERROR_CODES, signRelayJwt } from '@portico/walletconnect/relayAuth'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type StartRelayOptions, startRelay } from './startRelay.ts'
import {
  type ConnectTestClientOptions,
  connectExpectingClose,
  connectTestClient,
  randomTopic,
  type TestClient,
} from './testing/connectTestClient.ts'
import { type RelayCluster, relayBackends } from './testing/relayBackends.ts'
import { RELAY_BIN, SOURCE_NODE_ARGS } from './testing/sourceProgram.ts'

const clusters: RelayCluster[] = []
const clients: TestClient[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.close()))
  await Promise.all(clusters.splice(0).map((cluster) => cluster.close()))
})

async function client(url: string, options: ConnectTestClientOptions = {}) {
  const connected = await connectTestClient(url, options)
  clients.push(connected)
  return connected
}

const publish = (sender: TestClient, topic: string, message: string, ttl = 300, tag = 1108) =>
  sender.request('irn_publish', { topic, message, ttl, tag, prompt: false, correlationId: 1 })

const collect = async (receiver: TestClient, count: number) => {
  const received: string[] = []
  for (let index = 0; index < count; index++) received.push((await receiver.nextMessage()).data.message)
  return received
}

/** A request from the dapp reaches the wallet, its response reaches the dapp, and nothing else arrives. */
async function expectRoundTrip(dapp: TestClient, wallet: TestClient, topic: string) {
  await publish(dapp, topic, 'request', 300, 1108)
  expect((await wallet.nextMessage()).data.message).toBe('request')
  await publish(wallet, topic, 'response', 300, 1109)
  expect((await dapp.nextMessage()).data.message).toBe('response')
  expect(await dapp.expectNoMessage()).toBe(true)
  expect(await wallet.expectNoMessage()).toBe(true)
}

describe.each(relayBackends())('relay on $name storage', (backend) => {
  const suite = describe.skipIf(!backend.available)

  /** Two nodes sharing one mailbox; in memory both are the same node. */
  async function nodes(options: StartRelayOptions = {}) {
    const cluster = backend.cluster(options)
    clusters.push(cluster)
    return [(await cluster.node()).url, (await cluster.node()).url] as const
  }

  const relay = async (options: StartRelayOptions = {}) => (await nodes(options))[0]

  suite('auth on connect (docs/rules/api.md session protocol over a relay)', () => {
    it('closes with 3000 and a clear reason for a bad signature, a wrong aud, an expired token or no token', async () => {
      const url = await relay()
      const secretKey = ed25519.utils.randomSecretKey()
      const [header, claims] = signRelayJwt({ secretKey, aud: url }).split('.')
      const [, , otherSignature] = signRelayJwt({
        secretKey: ed25519.utils.randomSecretKey(),
        aud: url,
      }).split('.')
      expect(await connectExpectingClose(url, `${header}.${claims}.${otherSignature}`)).toEqual({
        code: RELAY_ERROR_CODES.Unauthorized,
        reason: 'JWT signature does not verify',
      })
      const wrongAud = url.replace('127.0.0.1', 'localhost').replace(/\d+\/relay$/, '1/relay')
      expect(await connectExpectingClose(url, signRelayJwt({ secretKey, aud: wrongAud }))).toEqual({
        code: RELAY_ERROR_CODES.Unauthorized,
        reason: `JWT aud ${wrongAud} is not this relay`,
      })
      const iat = Math.floor(Date.now() / 1000) - 2 * 86_400
      expect(await connectExpectingClose(url, signRelayJwt({ secretKey, aud: url, iat }))).toEqual({
        code: RELAY_ERROR_CODES.Unauthorized,
        reason: 'JWT expired',
      })
      expect((await connectExpectingClose(url, undefined)).code).toBe(RELAY_ERROR_CODES.Unauthorized)
    })

    it('accepts the loopback URL under both 127.0.0.1 and localhost by default, and a configured audience', async () => {
      const url = await relay()
      await client(url)
      await client(url, { aud: url.replace('127.0.0.1', 'localhost') })
      const configured = await relay({ allowedAudiences: ['wss://relay.example.com/relay'] })
      await client(configured, { aud: 'wss://relay.example.com/relay' })
      expect((await connectExpectingClose(configured, undefined)).code).toBe(RELAY_ERROR_CODES.Unauthorized)
    })
  })

  suite('mailbox (docs/rules/api.md session protocol over a relay; docs/rules/limits.md heartbeat)', () => {
    it('delivers a message published before the peer subscribes as soon as it subscribes, with attestation ""', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const wallet = await client(nodeB)
      const topic = randomTopic()
      expect((await publish(dapp, topic, 'hello wallet', 300, 1108)).result).toBe(true)

      const subscribed = await wallet.request('irn_subscribe', { topic })
      expect(typeof subscribed.result).toBe('string')
      const received = await wallet.nextMessage()
      expect(received.id).toBe(subscribed.result)
      expect(received.data).toMatchObject({ topic, message: 'hello wallet', tag: 1108, attestation: '' })
      expect(received.data.publishedAt).toBeGreaterThan(Date.now() - 5000)
    })

    it('delivers live to subscribers but never back to the publisher', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const wallet = await client(nodeB)
      const topic = randomTopic()
      await dapp.request('irn_subscribe', { topic })
      await wallet.request('irn_subscribe', { topic })
      await expectRoundTrip(dapp, wallet, topic)
    })

    it('deduplicates a message republished on any node by its sha256 hash', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const otherDapp = await client(nodeB)
      const topic = randomTopic()
      expect((await publish(dapp, topic, 'same')).result).toBe(true)
      expect((await publish(otherDapp, topic, 'same')).result).toBe(true)
      const wallet = await client(nodeB)
      await wallet.request('irn_subscribe', { topic })
      expect((await wallet.nextMessage()).data.message).toBe('same')
      expect(await wallet.expectNoMessage()).toBe(true)
    })

    it('removes a message once the receiver acknowledges it, and keeps it while it does not', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const topic = randomTopic()
      await publish(dapp, topic, 'kept until acked')

      const silent = await client(nodeB, { ack: false })
      await silent.request('irn_subscribe', { topic })
      expect((await silent.nextMessage()).data.message).toBe('kept until acked')
      await silent.close()

      const acking = await client(nodeB)
      await acking.request('irn_subscribe', { topic })
      expect((await acking.nextMessage()).data.message).toBe('kept until acked')
      await new Promise((resolve) => setTimeout(resolve, 50))
      await acking.close()

      const late = await client(nodeA)
      await late.request('irn_subscribe', { topic })
      expect(await late.expectNoMessage()).toBe(true)
    })

    it('pushes stored messages in publish order, also within one millisecond', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const topic = randomTopic()
      const sent = Array.from({ length: 30 }, (_, index) => `message ${index}`)
      await dapp.request('irn_batchPublish', {
        messages: sent.map((message) => ({ topic, message, ttl: 300, tag: 1 })),
      })
      const wallet = await client(nodeB)
      await wallet.request('irn_subscribe', { topic })
      expect(await collect(wallet, sent.length)).toEqual(sent)
    })

    it('delivers messages published back to back without waiting, in order', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const wallet = await client(nodeB)
      const topic = randomTopic()
      await wallet.request('irn_subscribe', { topic })
      const sent = Array.from({ length: 50 }, (_, index) => `message ${index}`)
      const responses = await Promise.all(sent.map((message) => publish(dapp, topic, message)))
      expect(responses.every((response) => response.result === true)).toBe(true)
      expect(await collect(wallet, sent.length)).toEqual(sent)
    })

    it('drops a message when its TTL ends', async () => {
      const url = await relay()
      const dapp = await client(url)
      const topic = randomTopic()
      await publish(dapp, topic, 'one second', 1)
      await publish(dapp, topic, 'ten minutes', 600)
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const wallet = await client(url)
      await wallet.request('irn_subscribe', { topic })
      expect((await wallet.nextMessage()).data.message).toBe('ten minutes')
      expect(await wallet.expectNoMessage()).toBe(true)
    })

    it('echoes 19-digit request ids exactly and sends ids of at most 16 digits', async () => {
      const url = await relay()
      const dapp = await client(url)
      const wallet = await client(url)
      const topic = randomTopic()
      const response = await wallet.request('irn_subscribe', { topic }, '1687239522123456789')
      expect(response.raw).toContain('"id":1687239522123456789')
      const stringId = await wallet.request('irn_unsubscribe', { topic, id: 'x' }, '"abc"')
      expect(stringId.raw).toContain('"id":"abc"')
      await wallet.request('irn_subscribe', { topic })
      await publish(dapp, topic, 'm')
      await wallet.nextMessage()
      expect(wallet.subscriptionIds[0]).toMatch(/^\d{1,16}$/)
    })

    it('pings clients on the heartbeat interval', async () => {
      // A pong has one interval to come back or the relay drops the socket: 40 ms was shorter than this
      // process's event-loop stalls on a busy machine, so the socket went after one ping.
      const wallet = await client(await relay({ heartbeatIntervalMs: 250 }))
      // Polled, not slept: a busy machine may run the timers late, never less often.
      await vi.waitFor(() => expect(wallet.pings).toBeGreaterThanOrEqual(2), { timeout: 5_000 })
    }, 20_000)
  })

  suite('methods (docs/rules/api.md session protocol over a relay)', () => {
    it('irn_batchSubscribe, irn_batchPublish, irn_batchUnsubscribe', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const wallet = await client(nodeB)
      const topics = [randomTopic(), randomTopic()]
      const subscribed = await wallet.request('irn_batchSubscribe', { topics })
      expect(subscribed.result).toHaveLength(2)
      const messages = topics.map((topic, index) => ({ topic, message: `m${index}`, ttl: 300, tag: 1108 }))
      expect((await dapp.request('irn_batchPublish', { messages })).result).toBe(true)
      expect((await collect(wallet, 2)).sort()).toEqual(['m0', 'm1'])

      const subscriptions = topics.map((topic, index) => ({
        topic,
        id: (subscribed.result as string[])[index],
      }))
      expect((await wallet.request('irn_batchUnsubscribe', { subscriptions })).result).toBe(true)
      await dapp.request('irn_batchPublish', {
        messages: [{ topic: topics[0], message: 'after', ttl: 300, tag: 1 }],
      })
      expect(await wallet.expectNoMessage()).toBe(true)
    })

    it('rejects a whole irn_batchPublish when one message is invalid', async () => {
      const url = await relay()
      const dapp = await client(url)
      const topic = randomTopic()
      const response = await dapp.request('irn_batchPublish', {
        messages: [
          { topic, message: 'ok', ttl: 300, tag: 1 },
          { topic: 'not-a-topic', message: 'bad', ttl: 300, tag: 1 },
        ],
      })
      expect(response.error?.code).toBe(RPC_ERROR_CODES.InvalidParams)
      expect(response.error?.message).toBe('Invalid params: messages[1].topic must be a 32-byte hex string')
      const wallet = await client(url)
      await wallet.request('irn_subscribe', { topic })
      expect(await wallet.expectNoMessage()).toBe(true)
    })

    it('irn_fetchMessages and irn_batchFetchMessages hand over stored messages once', async () => {
      const url = await relay({ limits: { fetchPageSize: 2 } })
      const dapp = await client(url)
      const [first = '', second = ''] = [randomTopic(), randomTopic()]
      const topics = [first, second]
      await publish(dapp, first, 'a')
      await publish(dapp, first, 'b')
      await publish(dapp, second, 'c')
      const wallet = await client(url)
      expect((await wallet.request('irn_fetchMessages', { topic: second })).result).toMatchObject({
        messages: [{ topic: second, message: 'c', tag: 1108 }],
        hasMore: false,
      })
      expect((await wallet.request('irn_batchFetchMessages', { topics })).result).toMatchObject({
        messages: [{ message: 'a' }, { message: 'b' }],
        hasMore: false,
      })
      expect((await wallet.request('irn_batchFetchMessages', { topics })).result).toEqual({
        messages: [],
        hasMore: false,
      })
      await publish(dapp, first, 'd')
      await publish(dapp, second, 'e')
      await publish(dapp, second, 'f')
      expect((await wallet.request('irn_batchFetchMessages', { topics })).result).toMatchObject({
        messages: [{ message: 'd' }, { message: 'e' }],
        hasMore: true,
      })
    })

    it('wc_proposeSession / wc_approveSession carry a session from proposal to the first request, across nodes', async () => {
      const [nodeA, nodeB] = await nodes()
      const dapp = await client(nodeA)
      const wallet = await client(nodeB)
      const pairingTopic = randomTopic()
      const sessionTopic = randomTopic()
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      const proposed = await dapp.request('wc_proposeSession', {
        pairingTopic,
        sessionProposal: 'encrypted-proposal',
        ttl: 300,
        correlationId: 1,
      })
      expect(proposed.result).toBe(true)
      expect((await wallet.nextMessage()).data).toMatchObject({
        topic: pairingTopic,
        message: 'encrypted-proposal',
        tag: 1100,
      })

      const approved = await wallet.request('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'encrypted-response',
        sessionSettlementRequest: 'encrypted-settle',
        ttl: 300,
        correlationId: 1,
        approvedChains: ['eip155:1'],
        approvedMethods: ['personal_sign'],
        approvedEvents: [],
      })
      expect(approved.result).toBe(true)
      expect((await dapp.nextMessage()).data).toMatchObject({
        topic: pairingTopic,
        message: 'encrypted-response',
        tag: 1101,
      })

      // The dapp subscribes to the session topic only after reading the response: the settle request waits for it.
      await dapp.request('irn_subscribe', { topic: sessionTopic })
      expect((await dapp.nextMessage()).data).toMatchObject({
        topic: sessionTopic,
        message: 'encrypted-settle',
        tag: 1102,
      })
      // The relay subscribed the wallet to the session topic.
      await expectRoundTrip(dapp, wallet, sessionTopic)
    })

    it('the topics wc_proposeSession / wc_approveSession subscribe follow the client id to its next connection, on any node', async () => {
      const [nodeA, nodeB] = await nodes()
      const wallet = await client(nodeA)
      const dapp = await client(nodeA)
      const pairingTopic = randomTopic()
      const sessionTopic = randomTopic()
      await wallet.request('irn_subscribe', { topic: pairingTopic })
      await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
      await wallet.nextMessage()
      await dapp.close()

      await wallet.request('wc_approveSession', {
        sessionTopic,
        pairingTopic,
        sessionProposalResponse: 'response',
        sessionSettlementRequest: 'settle',
        ttl: 300,
      })
      await wallet.close()

      // Neither side subscribes by itself after reconnecting.
      const dappAgain = await client(nodeB, { secretKey: dapp.secretKey })
      expect((await dappAgain.nextMessage()).data).toMatchObject({ topic: pairingTopic, message: 'response' })
      const walletAgain = await client(nodeB, { secretKey: wallet.secretKey })
      // Answered once the relay has restored the remembered subscriptions (requests wait for that).
      expect((await walletAgain.request('irn_batchSubscribe', { topics: [] })).result).toEqual([])
      await publish(dappAgain, sessionTopic, 'request after reconnect')
      expect((await walletAgain.nextMessage()).data).toMatchObject({
        topic: sessionTopic,
        message: 'request after reconnect',
      })

      // An explicit unsubscribe ends it.
      await walletAgain.request('irn_unsubscribe', { topic: sessionTopic, id: 'x' })
      await walletAgain.close()
      const walletThird = await client(nodeA, { secretKey: wallet.secretKey })
      await publish(dappAgain, sessionTopic, 'after unsubscribe')
      expect(await walletThird.expectNoMessage()).toBe(true)
    })

    it('answers unknown methods with -32601 and bad params with -32602', async () => {
      const dapp = await client(await relay())
      expect((await dapp.request('irn_nope', {})).error).toEqual({
        code: RPC_ERROR_CODES.MethodNotFound,
        message: 'Method not found: irn_nope',
      })
      expect((await dapp.request('irn_subscribe', { topic: 'xyz' })).error?.code).toBe(
        RPC_ERROR_CODES.InvalidParams,
      )
      expect((await publish(dapp, randomTopic(), 'm', 0)).error?.code).toBe(RPC_ERROR_CODES.InvalidParams)
    })
  })

  suite('limits (docs/rules/limits.md constants and limits)', () => {
    it('refuses messages over the size limit and TTLs over the maximum', async () => {
      const dapp = await client(await relay({ limits: { maxMessageBytes: 100, maxTtlSeconds: 3600 } }))
      const topic = randomTopic()
      expect((await publish(dapp, topic, 'x'.repeat(101))).error).toEqual({
        code: RPC_ERROR_CODES.InvalidRequest,
        message: 'Message exceeds the maximum of 100 bytes',
      })
      expect((await publish(dapp, topic, 'x', 3601)).error).toEqual({
        code: RPC_ERROR_CODES.InvalidRequest,
        message: 'TTL 3601 s exceeds the maximum of 3600 s',
      })
      expect((await publish(dapp, topic, 'x'.repeat(100), 3600)).result).toBe(true)
    })

    it('answers 3001 beyond the subscriptions per connection', async () => {
      const wallet = await client(await relay({ limits: { maxSubscriptionsPerClient: 2 } }))
      await wallet.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
      expect((await wallet.request('irn_subscribe', { topic: randomTopic() })).error).toEqual({
        code: RELAY_ERROR_CODES.RateLimited,
        message: 'Subscription limit reached: at most 2 topics per connection',
      })
    })

    it('answers 3001 beyond the messages per second, and recovers', async () => {
      const dapp = await client(await relay({ limits: { messagesPerSecond: 5 } }))
      const topic = randomTopic()
      const responses = await Promise.all(
        Array.from({ length: 8 }, (_, index) => publish(dapp, topic, `m${index}`)),
      )
      const limited = responses.filter((response) => response.error?.code === RELAY_ERROR_CODES.RateLimited)
      expect(limited.length).toBeGreaterThanOrEqual(2)
      expect(limited[0]?.error?.message).toBe('Rate limit exceeded: at most 5 requests per second')
      await new Promise((resolve) => setTimeout(resolve, 450))
      expect((await publish(dapp, topic, 'later')).result).toBe(true)
    })
  })
})

const redisUrl = process.env.REDIS_URL
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** A test that starts `portico-relay` from its sources: tsx transpiles it first, seconds on a busy machine. */
const PROCESS_TEST_MS = 120_000

/** Runs `portico-relay` in its own process and resolves with its URL once it listens. */
async function relayProcess(redisKeyPrefix: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...SOURCE_NODE_ARGS, RELAY_BIN, '--port', '0'], {
    env: { ...process.env, REDIS_URL: redisUrl, RELAY_REDIS_KEY_PREFIX: redisKeyPrefix },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const url = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on (\S+) \(storage: redis\)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`portico-relay exited with ${code}: ${output}`)))
  })
  return { child, url }
}

describe.skipIf(!redisUrl)('relay nodes in separate processes on one Redis', () => {
  it(
    'a node killed mid-session loses no stored message: the wallet reconnects to the other node and gets it',
    async () => {
      const redisKeyPrefix = `portico-relay-test:${randomUUID()}:`
      const killed = await relayProcess(redisKeyPrefix)
      const survivor = await startRelay({ port: 0, redisUrl, redisKeyPrefix })
      clusters.push({ node: async () => survivor, close: () => survivor.close() })
      const topic = randomTopic()

      const dapp = await client(survivor.url)
      await dapp.request('irn_subscribe', { topic })
      // The wallet receives the first request but dies with its node before acknowledging it.
      const wallet = await client(killed.url, { ack: false })
      await wallet.request('irn_subscribe', { topic })
      await publish(dapp, topic, 'request 1')
      expect((await wallet.nextMessage()).data.message).toBe('request 1')

      const closed = new Promise((resolve) => wallet.socket.once('close', resolve))
      killed.child.kill('SIGKILL')
      await closed
      await publish(dapp, topic, 'request 2')

      const reconnected = await client(survivor.url, { secretKey: wallet.secretKey })
      expect(reconnected.clientId).toBe(wallet.clientId)
      await reconnected.request('irn_batchSubscribe', { topics: [topic] })
      expect(await collect(reconnected, 2)).toEqual(['request 1', 'request 2'])

      await publish(reconnected, topic, 'response')
      expect((await dapp.nextMessage()).data.message).toBe('response')
    },
    PROCESS_TEST_MS,
  )
})
