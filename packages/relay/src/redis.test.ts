import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { type RunningRelay, startRelay } from './startRelay.ts'
import { connectTestClient, randomTopic, type TestClient } from './testing/connectTestClient.ts'

const redisUrl = process.env.REDIS_URL
const binPath = fileURLToPath(new URL('../bin/porticoRelay.js', import.meta.url))

const running: RunningRelay[] = []
const clients: TestClient[] = []
const children: ChildProcess[] = []

afterEach(async () => {
  await Promise.all(clients.splice(0).map((connected) => connected.close()))
  await Promise.all(running.splice(0).map((started) => started.close()))
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

/** Each test gets its own key prefix so test files sharing one Redis never see each other's data. */
const testPrefix = () => `portico-relay-test:${randomUUID()}:`

async function node(redisKeyPrefix: string) {
  const started = await startRelay({ port: 0, redisUrl, redisKeyPrefix })
  running.push(started)
  return started
}

async function client(url: string, options: Parameters<typeof connectTestClient>[1] = {}) {
  const connected = await connectTestClient(url, options)
  clients.push(connected)
  return connected
}

/** Runs `portico-relay` in its own process and resolves with its URL once it listens. */
async function nodeProcess(redisKeyPrefix: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [binPath, '--port', '0'], {
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

const publish = (sender: TestClient, topic: string, message: string, ttl = 300, tag = 1108) =>
  sender.request('irn_publish', { topic, message, ttl, tag })

describe.skipIf(!redisUrl)('two relay nodes on one Redis (SPEC §7 session protocol over a relay)', () => {
  it('a dapp on one node and a wallet on the other complete the propose / approve / settle / request flow', async () => {
    const prefix = testPrefix()
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)]
    const dapp = await client(nodeA.url)
    const wallet = await client(nodeB.url)
    const pairingTopic = randomTopic()
    const sessionTopic = randomTopic()

    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    expect((await wallet.nextMessage()).data).toMatchObject({
      topic: pairingTopic,
      message: 'proposal',
      tag: 1100,
    })

    await wallet.request('wc_approveSession', {
      sessionTopic,
      pairingTopic,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    expect((await dapp.nextMessage()).data).toMatchObject({
      topic: pairingTopic,
      message: 'response',
      tag: 1101,
    })
    await dapp.request('irn_subscribe', { topic: sessionTopic })
    expect((await dapp.nextMessage()).data).toMatchObject({
      topic: sessionTopic,
      message: 'settle',
      tag: 1102,
    })

    await publish(dapp, sessionTopic, 'personal_sign request', 300, 1108)
    expect((await wallet.nextMessage()).data.message).toBe('personal_sign request')
    await publish(wallet, sessionTopic, 'personal_sign response', 300, 1109)
    expect((await dapp.nextMessage()).data.message).toBe('personal_sign response')
    expect(await dapp.expectNoMessage()).toBe(true)
    expect(await wallet.expectNoMessage()).toBe(true)
  })

  it('shares the mailbox: stored on one node, delivered and acknowledged on the other, deduplicated across nodes', async () => {
    const prefix = testPrefix()
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)]
    const dapp = await client(nodeA.url)
    const otherDapp = await client(nodeB.url)
    const topic = randomTopic()
    await publish(dapp, topic, 'stored on A')
    await publish(otherDapp, topic, 'stored on A')

    const wallet = await client(nodeB.url)
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.nextMessage()).data.message).toBe('stored on A')
    expect(await wallet.expectNoMessage()).toBe(true)

    const late = await client(nodeA.url)
    await late.request('irn_subscribe', { topic })
    expect(await late.expectNoMessage()).toBe(true)
  })

  it('pushes stored messages in publish order, also within one millisecond', async () => {
    const prefix = testPrefix()
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)]
    const dapp = await client(nodeA.url)
    const topic = randomTopic()
    const sent = Array.from({ length: 30 }, (_, index) => `message ${index}`)
    await dapp.request('irn_batchPublish', {
      messages: sent.map((message) => ({ topic, message, ttl: 300, tag: 1 })),
    })
    const wallet = await client(nodeB.url)
    await wallet.request('irn_subscribe', { topic })
    const received: string[] = []
    for (const _ of sent) received.push((await wallet.nextMessage()).data.message)
    expect(received).toEqual(sent)
  })

  it('the pairing-topic subscription made by wc_proposeSession follows the dapp to another node', async () => {
    const prefix = testPrefix()
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)]
    const wallet = await client(nodeA.url)
    const dapp = await client(nodeA.url)
    const pairingTopic = randomTopic()
    await wallet.request('irn_subscribe', { topic: pairingTopic })
    await dapp.request('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
    await wallet.nextMessage()
    await dapp.close()
    const dappOnB = await client(nodeB.url, { secretKey: dapp.secretKey })
    // Answered once the relay has restored the remembered subscriptions (requests wait for that).
    expect((await dappOnB.request('irn_batchSubscribe', { topics: [] })).result).toEqual([])
    await publish(wallet, pairingTopic, 'response', 300, 1101)
    expect((await dappOnB.nextMessage()).data).toMatchObject({ topic: pairingTopic, message: 'response' })
  })

  it('delivers messages published back to back without waiting, in order', async () => {
    const prefix = testPrefix()
    const [nodeA, nodeB] = [await node(prefix), await node(prefix)]
    const dapp = await client(nodeA.url)
    const wallet = await client(nodeB.url)
    const topic = randomTopic()
    await wallet.request('irn_subscribe', { topic })
    const sent = Array.from({ length: 50 }, (_, index) => `message ${index}`)
    const responses = await Promise.all(sent.map((message) => publish(dapp, topic, message)))
    expect(responses.every((response) => response.result === true)).toBe(true)
    const received: string[] = []
    for (const _ of sent) received.push((await wallet.nextMessage()).data.message)
    expect(received).toEqual(sent)
  })

  it('drops a message from Redis when its TTL ends', async () => {
    const prefix = testPrefix()
    const nodeA = await node(prefix)
    const dapp = await client(nodeA.url)
    const topic = randomTopic()
    await publish(dapp, topic, 'one second', 1)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const wallet = await client(nodeA.url)
    await wallet.request('irn_subscribe', { topic })
    expect(await wallet.expectNoMessage()).toBe(true)
  })

  it('a node killed mid-session loses no stored message: the wallet reconnects to the other node and gets it', async () => {
    const prefix = testPrefix()
    const killed = await nodeProcess(prefix)
    const survivor = await node(prefix)
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
    const redelivered = [await reconnected.nextMessage(), await reconnected.nextMessage()]
    expect(redelivered.map((params) => params.data.message)).toEqual(['request 1', 'request 2'])

    await publish(reconnected, topic, 'response')
    expect((await dapp.nextMessage()).data.message).toBe('response')
  })
})
