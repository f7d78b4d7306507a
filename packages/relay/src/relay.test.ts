import { afterEach, describe, expect, it } from 'vitest'
import { RELAY_ERROR_CODES } from './errors.ts'
import { messageHash } from './messageHash.ts'
import { type RunningRelay, type StartRelayOptions, startRelay } from './startRelay.ts'
import { createMemoryStorage } from './storage/createMemoryStorage.ts'
import {
  connectExpectingClose,
  connectTestClient,
  randomTopic,
  type TestClient,
} from './testing/connectTestClient.ts'

const running: RunningRelay[] = []
const clients: TestClient[] = []

async function relay(options: StartRelayOptions = {}) {
  const started = await startRelay({ port: 0, ...options })
  running.push(started)
  return started
}

async function client(url: string, options: Parameters<typeof connectTestClient>[1] = {}) {
  const connected = await connectTestClient(url, options)
  clients.push(connected)
  return connected
}

afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.close()))
  await Promise.all(running.splice(0).map((started) => started.close()))
})

const publish = (sender: TestClient, topic: string, message: string, ttl = 300, tag = 1108) =>
  sender.request('irn_publish', { topic, message, ttl, tag, prompt: false, correlationId: 1 })

describe('relay auth on connect (SPEC §7 session protocol over a relay)', () => {
  it('closes with 3000 and a clear reason for a bad signature, a wrong aud, an expired token or no token', async () => {
    const { url } = await relay()
    const { signRelayJwt } = await import('@portico/walletconnect/relayAuth')
    const { ed25519 } = await import('@noble/curves/ed25519.js')
    const secretKey = ed25519.utils.randomSecretKey()
    const [header, claims] = signRelayJwt({ secretKey, aud: url }).split('.')
    const otherSignature = signRelayJwt({ secretKey: ed25519.utils.randomSecretKey(), aud: url }).split(
      '.',
    )[2]

    expect(await connectExpectingClose(url, `${header}.${claims}.${otherSignature}`)).toEqual({
      code: 3000,
      reason: 'JWT signature does not verify',
    })
    const wrongAud = url.replace('127.0.0.1', 'localhost').replace(/\d+\/relay$/, '1/relay')
    expect(await connectExpectingClose(url, signRelayJwt({ secretKey, aud: wrongAud }))).toEqual({
      code: 3000,
      reason: `JWT aud ${wrongAud} is not this relay`,
    })
    const iat = Math.floor(Date.now() / 1000) - 2 * 86_400
    expect(await connectExpectingClose(url, signRelayJwt({ secretKey, aud: url, iat }))).toEqual({
      code: 3000,
      reason: 'JWT expired',
    })
    expect((await connectExpectingClose(url, undefined)).code).toBe(3000)
  })

  it('accepts the loopback URL under both 127.0.0.1 and localhost by default, and a configured audience', async () => {
    const { url } = await relay()
    await client(url)
    await client(url, { aud: url.replace('127.0.0.1', 'localhost') })
    const configured = await relay({ allowedAudiences: ['wss://relay.example.com/relay'] })
    await client(configured.url, { aud: 'wss://relay.example.com/relay' })
    expect((await connectExpectingClose(configured.url, undefined)).code).toBe(3000)
  })
})

describe('relay mailbox (SPEC §7 session protocol over a relay; SPEC §9 heartbeat)', () => {
  it('delivers a message published before the peer subscribes as soon as it subscribes, with attestation ""', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
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
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const topic = randomTopic()
    await dapp.request('irn_subscribe', { topic })
    await wallet.request('irn_subscribe', { topic })
    await publish(dapp, topic, 'request')
    expect((await wallet.nextMessage()).data.message).toBe('request')
    await publish(wallet, topic, 'response')
    expect((await dapp.nextMessage()).data.message).toBe('response')
    expect(await dapp.expectNoMessage()).toBe(true)
    expect(await wallet.expectNoMessage()).toBe(true)
  })

  it('deduplicates a republished message by its sha256 hash', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    expect((await publish(dapp, topic, 'same')).result).toBe(true)
    expect((await publish(dapp, topic, 'same')).result).toBe(true)
    expect((await wallet.nextMessage()).data.message).toBe('same')
    expect(await wallet.expectNoMessage()).toBe(true)
    expect(messageHash('same')).toMatch(/^[0-9a-f]{64}$/)
  })

  it('removes a message once the receiver acknowledges it, and keeps it while it does not', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const topic = randomTopic()
    await publish(dapp, topic, 'kept until acked')

    const silent = await client(url, { ack: false })
    await silent.request('irn_subscribe', { topic })
    expect((await silent.nextMessage()).data.message).toBe('kept until acked')
    await silent.close()

    const acking = await client(url)
    await acking.request('irn_subscribe', { topic })
    expect((await acking.nextMessage()).data.message).toBe('kept until acked')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await acking.close()

    const late = await client(url)
    await late.request('irn_subscribe', { topic })
    expect(await late.expectNoMessage()).toBe(true)
  })

  it('pushes stored messages in publish order', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const topic = randomTopic()
    const sent = Array.from({ length: 30 }, (_, index) => `message ${index}`)
    await dapp.request('irn_batchPublish', {
      messages: sent.map((message) => ({ topic, message, ttl: 300, tag: 1 })),
    })
    const wallet = await client(url)
    await wallet.request('irn_subscribe', { topic })
    const received: string[] = []
    for (const _ of sent) received.push((await wallet.nextMessage()).data.message)
    expect(received).toEqual(sent)
  })

  it('delivers messages published back to back without waiting, in order', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    const sent = Array.from({ length: 50 }, (_, index) => `message ${index}`)
    const responses = await Promise.all(sent.map((message) => publish(dapp, topic, message)))
    expect(responses.every((response) => response.result === true)).toBe(true)
    const received: string[] = []
    for (const _ of sent) received.push((await wallet.nextMessage()).data.message)
    expect(received).toEqual(sent)
  })

  it('drops a message when its TTL ends', async () => {
    let now = Date.now()
    const clock = () => now
    const { url } = await relay({
      now: clock,
      storage: createMemoryStorage({ now: clock }),
    })
    const dapp = await client(url)
    const topic = randomTopic()
    await publish(dapp, topic, 'short-lived', 60)
    await publish(dapp, topic, 'long-lived', 600)
    now += 61_000
    const wallet = await client(url)
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.nextMessage()).data.message).toBe('long-lived')
    expect(await wallet.expectNoMessage()).toBe(true)
  })

  it('echoes 19-digit request ids exactly and sends ids of at most 16 digits', async () => {
    const { url } = await relay()
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
    const { url } = await relay({ heartbeatIntervalMs: 40 })
    const wallet = await client(url)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(wallet.pings).toBeGreaterThanOrEqual(2)
  })
})

describe('relay methods (SPEC §7 session protocol over a relay)', () => {
  it('irn_batchSubscribe, irn_batchPublish, irn_batchUnsubscribe', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    const wallet = await client(url)
    const topics = [randomTopic(), randomTopic()]
    const subscribed = await wallet.request('irn_batchSubscribe', { topics })
    expect(subscribed.result).toHaveLength(2)
    const messages = topics.map((topic, index) => ({ topic, message: `m${index}`, ttl: 300, tag: 1108 }))
    expect((await dapp.request('irn_batchPublish', { messages })).result).toBe(true)
    const received = [await wallet.nextMessage(), await wallet.nextMessage()]
    expect(received.map((params) => params.data.message).sort()).toEqual(['m0', 'm1'])

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
    const { url } = await relay()
    const dapp = await client(url)
    const topic = randomTopic()
    const response = await dapp.request('irn_batchPublish', {
      messages: [
        { topic, message: 'ok', ttl: 300, tag: 1 },
        { topic: 'not-a-topic', message: 'bad', ttl: 300, tag: 1 },
      ],
    })
    expect(response.error?.code).toBe(RELAY_ERROR_CODES.invalidParams)
    expect(response.error?.message).toBe('Invalid params: messages[1].topic must be a 32-byte hex string')
    const wallet = await client(url)
    await wallet.request('irn_subscribe', { topic })
    expect(await wallet.expectNoMessage()).toBe(true)
  })

  it('irn_fetchMessages and irn_batchFetchMessages hand over stored messages once', async () => {
    const { url } = await relay({ limits: { fetchPageSize: 2 } })
    const dapp = await client(url)
    const topics = [randomTopic(), randomTopic()]
    await publish(dapp, topics[0] ?? '', 'a')
    await publish(dapp, topics[0] ?? '', 'b')
    await publish(dapp, topics[1] ?? '', 'c')
    const wallet = await client(url)
    const single = await wallet.request('irn_fetchMessages', { topic: topics[1] })
    expect(single.result).toMatchObject({
      messages: [{ topic: topics[1], message: 'c', tag: 1108 }],
      hasMore: false,
    })
    const first = await wallet.request('irn_batchFetchMessages', { topics })
    expect(first.result).toMatchObject({ messages: [{ message: 'a' }, { message: 'b' }], hasMore: false })
    expect((await wallet.request('irn_batchFetchMessages', { topics })).result).toEqual({
      messages: [],
      hasMore: false,
    })
    await publish(dapp, topics[0] ?? '', 'd')
    await publish(dapp, topics[1] ?? '', 'e')
    await publish(dapp, topics[1] ?? '', 'f')
    const paged = await wallet.request('irn_batchFetchMessages', { topics })
    expect(paged.result).toMatchObject({ messages: [{ message: 'd' }, { message: 'e' }], hasMore: true })
  })

  it('wc_proposeSession publishes on the pairing topic (1100) and subscribes the dapp for the response', async () => {
    const { url } = await relay()
    const wallet = await client(url)
    const dapp = await client(url)
    const pairingTopic = randomTopic()
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

    const sessionTopic = randomTopic()
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
    expect((await dapp.nextMessage()).data).toMatchObject({ message: 'encrypted-response', tag: 1101 })

    // The dapp subscribes to the session topic only after reading the response: the settle request waits for it.
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextMessage()).data).toMatchObject({
      topic: sessionTopic,
      message: 'encrypted-settle',
      tag: 1102,
    })
    // The wallet was subscribed to the session topic by the relay.
    await publish(dapp, sessionTopic, 'settle-ack', 300, 1103)
    expect((await wallet.nextMessage()).data).toMatchObject({ topic: sessionTopic, message: 'settle-ack' })
  })

  it('the topics wc_proposeSession / wc_approveSession subscribe follow the client id to its next connection', async () => {
    const { url } = await relay()
    const wallet = await client(url)
    const dapp = await client(url)
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
    const dappAgain = await client(url, { secretKey: dapp.secretKey })
    expect((await dappAgain.nextMessage()).data).toMatchObject({ topic: pairingTopic, message: 'response' })
    const walletAgain = await client(url, { secretKey: wallet.secretKey })
    await publish(dappAgain, sessionTopic, 'request after reconnect')
    expect((await walletAgain.nextMessage()).data).toMatchObject({
      topic: sessionTopic,
      message: 'request after reconnect',
    })

    // An explicit unsubscribe ends it.
    await walletAgain.request('irn_unsubscribe', { topic: sessionTopic, id: 'x' })
    await walletAgain.close()
    const walletThird = await client(url, { secretKey: wallet.secretKey })
    await publish(dappAgain, sessionTopic, 'after unsubscribe')
    expect(await walletThird.expectNoMessage()).toBe(true)
  })

  it('answers unknown methods with -32601 and bad params with -32602', async () => {
    const { url } = await relay()
    const dapp = await client(url)
    expect((await dapp.request('irn_nope', {})).error).toEqual({
      code: RELAY_ERROR_CODES.methodNotFound,
      message: 'Method not found: irn_nope',
    })
    expect((await dapp.request('irn_subscribe', { topic: 'xyz' })).error?.code).toBe(
      RELAY_ERROR_CODES.invalidParams,
    )
    expect((await publish(dapp, randomTopic(), 'm', 0)).error?.code).toBe(RELAY_ERROR_CODES.invalidParams)
  })
})

describe('relay limits (SPEC §9 constants and limits)', () => {
  it('refuses messages over the size limit and TTLs over the maximum', async () => {
    const { url } = await relay({ limits: { maxMessageBytes: 100, maxTtlSeconds: 3600 } })
    const dapp = await client(url)
    const topic = randomTopic()
    expect((await publish(dapp, topic, 'x'.repeat(101))).error).toEqual({
      code: RELAY_ERROR_CODES.invalidRequest,
      message: 'Message exceeds the maximum of 100 bytes',
    })
    expect((await publish(dapp, topic, 'x', 3601)).error).toEqual({
      code: RELAY_ERROR_CODES.invalidRequest,
      message: 'TTL 3601 s exceeds the maximum of 3600 s',
    })
    expect((await publish(dapp, topic, 'x'.repeat(100), 3600)).result).toBe(true)
  })

  it('answers 3001 beyond the subscriptions per connection', async () => {
    const { url } = await relay({ limits: { maxSubscriptionsPerClient: 2 } })
    const wallet = await client(url)
    await wallet.request('irn_batchSubscribe', { topics: [randomTopic(), randomTopic()] })
    expect((await wallet.request('irn_subscribe', { topic: randomTopic() })).error).toEqual({
      code: 3001,
      message: 'Subscription limit reached: at most 2 topics per connection',
    })
  })

  it('answers 3001 beyond the messages per second, and recovers', async () => {
    const { url } = await relay({ limits: { messagesPerSecond: 5 } })
    const dapp = await client(url)
    const topic = randomTopic()
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, index) => publish(dapp, topic, `m${index}`)),
    )
    const limited = responses.filter((response) => response.error?.code === 3001)
    expect(limited.length).toBeGreaterThanOrEqual(2)
    expect(limited[0]?.error?.message).toBe('Rate limit exceeded: at most 5 requests per second')
    await new Promise((resolve) => setTimeout(resolve, 450))
    expect((await publish(dapp, topic, 'later')).result).toBe(true)
  })
})
