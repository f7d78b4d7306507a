import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEV_ACCOUNTS, getDevnetServerConfig, startDevnet } from '@portico/devnet'
import { type CaughtMail, startMailCatcher } from '@portico/standins'
import { signRelayJwt } from '@portico/walletconnect/relayAuth'
import { Client } from 'pg'
import { createWalletClient, http, parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildPackagesOnce } from '../buildPackagesOnce.ts'
import { freePort } from '../faults/relayCluster.ts'
import { createScratchDatabase, expectIndexedOnce, isIndexerLeader, waitUntil } from '../indexerNodes.ts'
import { signSiwxSession } from '../signSiwxSession.ts'
import { SERVER_BIN } from '../sourceProgram.ts'

// docs/deploy.md, "Several nodes behind a load balancer": three portico-server processes on one
// PostgreSQL and one Redis behind HAProxy (docs/deploy/haproxy.cfg, used as it is), a mixed workload
// through it while the node that indexes Devnet A is killed with SIGKILL and restarted.
const root = new URL('../../../../../', import.meta.url).pathname
const databaseUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync)
// It runs wherever the three services are (`.ci/run` provides them); without one of them there is no cluster.
const enabled = Boolean(databaseUrl && redisUrl && haproxy)

/** How long the mixed workload runs; the kill comes a third of the way in. */
const WORKLOAD_MS = 24_000
/** Writes (nonces, sign-ins) per client IP a minute on every node: small, so the test can cross it. */
const WRITES_PER_MINUTE = 30
/** Reads (balances) per client IP a minute on every node: the default, which no reader may reach. */
const READS_PER_MINUTE = 1_200
/**
 * A reader's rounds (a wallet list and a balance each) and its pause between two. An unpaced reader's
 * count grows with the machine's speed: on a quiet machine all eight crossed 1,200 reads 21 s in and
 * were refused. Bounded, each stays under a quarter of the limit however fast the nodes answer.
 */
const READER_ROUNDS = READS_PER_MINUTE / 4
const READER_PAUSE_MS = 80
const NETWORK = 'eip155:31337'
const PAGE = 'http://localhost:5173'

type Node = { index: number; port: number; vaultPort: number; metricsPort: number; child?: ChildProcess }

const work = mkdtempSync(join(tmpdir(), 'portico-cluster-'))
const children = new Set<ChildProcess>()
const figures = {
  requests: 0,
  firstTryFailures: 0,
  retried: 0,
  unanswered: 0,
  failoverMs: 0,
  killedAt: 0,
  restartedMs: 0,
  sessions: 0,
  emailLogins: 0,
  relayMessages: 0,
  analyticsRows: 0,
  indexedTransactions: 0,
  limitAccepted: 0,
  limitRefused: 0,
  limitUnanswered: 0,
  balanceReads: 0,
  loadAtStart: 0,
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(work, { recursive: true, force: true })
})

/** Spawns a process whose output is kept (last 20 kB) for the error that names it. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { child, output: () => output }
}

/** One virtual client: its own 127.0.x.y address (the nodes count rate limits by it), keep-alive. */
function clientFrom(address: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 })
  return (url: string, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; body: string; headers: Record<string, unknown> }>((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body)
      const request = httpRequest(
        url,
        {
          method: options.method ?? 'GET',
          agent,
          localAddress: address,
          headers: {
            ...(body ? { 'content-type': 'application/json' } : {}),
            ...options.headers,
          },
          timeout: 15_000,
        },
        (response) => {
          let text = ''
          response.on('data', (chunk) => {
            text += String(chunk)
          })
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }),
          )
          response.on('error', reject)
        },
      )
      request.on('timeout', () => request.destroy(new Error('timeout')))
      request.on('error', reject)
      request.end(body)
    })
}

type Fetch = ReturnType<typeof clientFrom>
type Answer = Awaited<ReturnType<Fetch>>

/**
 * A request as a client of the docs/rules/api.md rules sends it: a network failure, 502, 503 or 504 is
 * retried (after Retry-After or 250 ms) up to nine times; anything else is the answer, with the number
 * of attempts that went unanswered before it.
 */
async function call(
  fetcher: Fetch,
  url: string,
  options: Parameters<Fetch>[1] = {},
): Promise<Answer & { retries: number }> {
  for (let attempt = 0; ; attempt++) {
    figures.requests++
    let answer: Answer | undefined
    try {
      answer = await fetcher(url, options)
      if (![502, 503, 504].includes(answer.status)) {
        if (attempt > 0) figures.retried++
        return { ...answer, retries: attempt }
      }
    } catch {}
    if (attempt === 0) figures.firstTryFailures++
    if (attempt === 9) {
      figures.unanswered++
      throw new Error(
        `${options.method ?? 'GET'} ${url}: no answer after 10 attempts (last ${answer?.status})`,
      )
    }
    const retryAfter = Number(answer?.headers['retry-after'])
    await new Promise((resolve) => setTimeout(resolve, retryAfter > 0 ? Math.min(retryAfter, 2) * 1000 : 250))
  }
}

/** The promise's value, or a rejection after `ms`. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/** A relay socket (irn_* JSON-RPC) that acknowledges and hands on every irn_subscription. */
async function connectRelay(url: string, secretKey: Uint8Array, onMessage: (message: string) => void) {
  const socket = new WebSocket(`${url}?auth=${signRelayJwt({ secretKey, aud: url })}`)
  const pending = new Map<string, (response: { result?: unknown; error?: { message: string } }) => void>()
  let next = Date.now() * 1_000_000
  socket.on('message', (data) => {
    const text = String(data)
    const id = /"id":(\d+)/.exec(text)?.[1] ?? ''
    const parsed = JSON.parse(text) as {
      method?: string
      params?: { data: { message: string } }
      result?: unknown
      error?: { message: string }
    }
    if (parsed.method === 'irn_subscription' && parsed.params) {
      socket.send(`{"id":${id},"jsonrpc":"2.0","result":true}`)
      onMessage(parsed.params.data.message)
      return
    }
    pending.get(id)?.(parsed)
    pending.delete(id)
  })
  await within(
    3_000,
    new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    }),
  )
  return {
    socket,
    request(method: string, params: unknown) {
      const id = String(next++)
      return within(
        3_000,
        new Promise<{ result?: unknown; error?: { message: string } }>((resolve) => {
          pending.set(id, resolve)
          socket.send(`{"id":${id},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
        }),
      )
    },
  }
}

type RelaySocket = Awaited<ReturnType<typeof connectRelay>>

/** A relay client through the balancer that reconnects (same client id) and resubscribes when its node goes. */
async function relayPeer(url: string, topic: string | undefined, onMessage: (message: string) => void) {
  const secretKey = randomBytes(32)
  let client: RelaySocket | undefined
  let stopped = false
  let opens = 0
  const open = async (): Promise<RelaySocket> => {
    opens++
    for (let attempt = 0; ; attempt++) {
      try {
        // A socket on a node that dies answers nothing: every step gives up after 3 s.
        const opened = await connectRelay(url, secretKey, onMessage)
        if (topic) {
          const subscribed = await opened.request('irn_subscribe', { topic })
          if (subscribed.error) throw new Error(subscribed.error.message)
        }
        opened.socket.once('close', () => {
          if (client === opened) client = undefined
        })
        return opened
      } catch (error) {
        if (attempt > 40) throw error
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    }
  }
  // The subscriber's socket is watched: when its node goes, it comes back on another one.
  const watch = async () => {
    while (!stopped) {
      if (!client) client = await open()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  client = await open()
  const watching = topic ? watch() : Promise.resolve()
  return {
    reconnects: () => opens - 1,
    async publish(targetTopic: string, message: string) {
      for (let attempt = 0; ; attempt++) {
        if (!client) client = await open()
        const answer = await client
          .request('irn_publish', { topic: targetTopic, message, ttl: 300, tag: 1000, prompt: false })
          .catch(() => undefined)
        if (answer?.result === true) return
        if (attempt > 20) throw new Error(`publish failed: ${answer?.error?.message ?? 'no answer'}`)
        client?.socket.terminate()
        client = undefined
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
    async stop() {
      stopped = true
      await watching
      client?.socket.terminate()
    },
  }
}

describe.skipIf(!enabled)('three portico-server nodes behind HAProxy, one killed under load', () => {
  const nodes: Node[] = []
  let api = ''
  let vault = ''
  let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined
  let nodeDatabaseUrl = ''
  let devnet: Awaited<ReturnType<typeof startDevnet>>
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let nodeEnv: NodeJS.ProcessEnv
  let nodeArgs: (node: Node) => string[]

  const startNode = async (node: Node) => {
    // The built bin, as an operator runs it: from the TypeScript sources (tsx) a node took twice the
    // CPU to start, and three of them starting at once on two cores outlasted HAProxy's health checks.
    const { child, output } = run(process.execPath, [SERVER_BIN, ...nodeArgs(node)], nodeEnv)
    node.child = child
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${node.port}/health`)).ok,
      600_000,
      () => `node ${node.index} did not start:\n${output()}`,
    )
  }

  const leaderOf = async (network: string): Promise<Node | undefined> => {
    for (const node of nodes) if (await isIndexerLeader(node.metricsPort, network)) return node
    return undefined
  }

  beforeAll(async () => {
    await buildPackagesOnce()
    database = await createScratchDatabase(databaseUrl!, 'portico_cluster')
    nodeDatabaseUrl = database.url

    devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 }, reuseRunning: false })
    mail = await startMailCatcher({ port: 0, smtpPort: 0 })
    const devnetConfig = getDevnetServerConfig({ urls: devnet.urls })
    const apiPort = await freePort()
    const vaultBalancerPort = await freePort()
    api = `http://127.0.0.1:${apiPort}`
    vault = `http://127.0.0.1:${vaultBalancerPort}`
    const configFile = join(work, 'portico.config.json')
    writeFileSync(
      configFile,
      JSON.stringify({
        networks: devnetConfig.networks.filter((network) => network.caipNetworkId.startsWith('eip155:')),
        tokens: devnetConfig.tokens.filter((token) => token.caipNetworkId.startsWith('eip155:')),
        prices: devnetConfig.prices,
        history: { indexer: { pollIntervalMs: 250 } },
        embeddedWallet: {
          origin: vault,
          smtp: { host: '127.0.0.1', port: mail.smtpPort, from: 'Portico cluster <login@portico.localhost>' },
        },
      }),
    )
    for (let index = 1; index <= 3; index++)
      nodes.push({
        index,
        port: await freePort(),
        vaultPort: await freePort(),
        metricsPort: await freePort(),
      })
    nodeEnv = {
      ...process.env,
      REDIS_URL: redisUrl,
      DATABASE_URL: nodeDatabaseUrl,
      PORTICO_MASTER_KEY: randomBytes(32).toString('hex'),
      PORTICO_RATE_LIMIT_WRITES: String(WRITES_PER_MINUTE),
      PORTICO_RATE_LIMIT_READS: String(READS_PER_MINUTE),
      PORTICO_RATE_LIMIT_KEY_PREFIX: `${database.name}:rate:`,
      RELAY_REDIS_KEY_PREFIX: `${database.name}:relay:`,
      RELAY_ALLOWED_AUDIENCES: `ws://127.0.0.1:${apiPort}/relay`,
    }
    nodeArgs = (node) => [
      '--port',
      String(node.port),
      '--vault-port',
      String(node.vaultPort),
      '--metrics-port',
      String(node.metricsPort),
      '--trust-proxy',
      '--config',
      configFile,
      '--log-level',
      'warn',
    ]
    // All three at once: the migrations run under PostgreSQL's lock (docs/deploy.md, "Upgrades").
    await Promise.all(nodes.map(startNode))

    const balancer = run(haproxy!, ['-db', '-f', join(root, 'docs/deploy/haproxy.cfg')], {
      ...process.env,
      PORTICO_API_BIND: `127.0.0.1:${apiPort}`,
      PORTICO_VAULT_BIND: `127.0.0.1:${vaultBalancerPort}`,
      ...Object.fromEntries(
        nodes.flatMap((node) => [
          [`PORTICO_NODE_${node.index}`, `127.0.0.1:${node.port}`],
          [`PORTICO_VAULT_${node.index}`, `127.0.0.1:${node.vaultPort}`],
        ]),
      ),
    })
    await waitUntil(
      async () => (await fetch(`${api}/health`)).ok && (await fetch(`${vault}/health`)).ok,
      30_000,
      () => `haproxy did not serve:\n${balancer.output()}`,
    )
    await waitUntil(
      async () => (await leaderOf(NETWORK)) !== undefined,
      60_000,
      () => 'no indexer leader',
    )
  }, 1_200_000)

  afterAll(async () => {
    for (const node of nodes) node.child?.kill('SIGKILL')
    await devnet?.stop()
    await mail?.close()
    await database?.drop()
  })

  it('loses no session, message or row, fails the indexer over and holds the rate limit', async () => {
    const started = Date.now()
    figures.loadAtStart = loadavg()[0] ?? 0
    const deadline = started + WORKLOAD_MS
    const running = () => Date.now() < deadline
    const failures: string[] = []
    const guard = (work: () => Promise<void>) =>
      work().catch((error: unknown) => {
        failures.push(error instanceof Error ? error.message : String(error))
      })

    // Wallet lists and balances, from eight client addresses, each well under the reads limit.
    const readers = Array.from({ length: 8 }, (_, index) =>
      guard(async () => {
        const fetcher = clientFrom(`127.0.1.${index + 1}`)
        for (let round = 0; running() && round < READER_ROUNDS; round++) {
          const wallets = await call(fetcher, `${api}/getWallets?entries=20&page=${(index % 3) + 1}`)
          if (wallets.status !== 200) throw new Error(`getWallets answered ${wallets.status}`)
          const balance = await call(
            fetcher,
            `${api}/v1/account/${DEV_ACCOUNTS[0].address}/balance?currency=usd&chainId=${NETWORK}`,
          )
          if (balance.status !== 200) throw new Error(`balance answered ${balance.status}: ${balance.body}`)
          figures.balanceReads = Math.max(figures.balanceReads, round + 1)
          await new Promise((resolve) => setTimeout(resolve, READER_PAUSE_MS))
        }
      }),
    )

    // Sign-in with a wallet: the nonce and the session land on whichever nodes the balancer picks.
    const sessions: { token: string; address: string }[] = []
    const signers = Array.from({ length: 3 }, (_, index) =>
      guard(async () => {
        const fetcher = clientFrom(`127.0.2.${index + 1}`)
        const headers = { origin: PAGE }
        // At most 10 sign-ins from this address: 20 writes, under the limit whatever the others do.
        for (let attempt = 0; running() && attempt < 10; attempt++) {
          const account = privateKeyToAccount(generatePrivateKey())
          const nonce = await call(fetcher, `${api}/v1/sessions/nonce?projectId=portico-local`, {
            method: 'POST',
            headers,
          })
          if (nonce.status !== 201) throw new Error(`nonce answered ${nonce.status}: ${nonce.body}`)
          const session = await signSiwxSession({ account, nonce: JSON.parse(nonce.body).nonce, page: PAGE })
          const created = await call(fetcher, `${api}/v1/sessions?projectId=portico-local`, {
            method: 'POST',
            body: session,
            headers,
          })
          // A sign-in whose node died mid-answer may have used the nonce: the client starts over.
          if (created.status === 400) continue
          if (created.status !== 201) throw new Error(`sign-in answered ${created.status}: ${created.body}`)
          sessions.push({ token: JSON.parse(created.body).token, address: account.address })
          await new Promise((resolve) => setTimeout(resolve, 300))
        }
      }),
    )

    // Email login: the code is mailed by one node and checked by another.
    const logins: string[] = []
    const emailers = Array.from({ length: 2 }, (_, index) =>
      guard(async () => {
        const fetcher = clientFrom(`127.0.3.${index + 1}`)
        const headers = { origin: vault }
        for (let attempt = 0; running() && attempt < 4; attempt++) {
          const email = `user-${randomUUID()}@cluster.test`
          const startedLogin = await call(fetcher, `${vault}/v1/auth/email/start`, {
            method: 'POST',
            body: { email },
            headers,
          })
          if (startedLogin.status !== 200) throw new Error(`email start answered ${startedLogin.status}`)
          let code: string | undefined
          await waitUntil(
            async () => {
              const caught = mail.messages().find((message: CaughtMail) => message.to.includes(email))
              code = /\b(\d{6})\b/.exec(caught?.subject ?? '')?.[1]
              return code !== undefined
            },
            20_000,
            () => `no code mailed to ${email}`,
          )
          const verified = await call(fetcher, `${vault}/v1/auth/email/verify`, {
            method: 'POST',
            body: { flowId: JSON.parse(startedLogin.body).flowId, code },
            headers,
          })
          if (verified.status === 400) continue
          if (verified.status !== 200)
            throw new Error(`email verify answered ${verified.status}: ${verified.body}`)
          logins.push(JSON.parse(verified.body).token)
          await new Promise((resolve) => setTimeout(resolve, 500))
        }
      }),
    )

    // Analytics events, each with its own id (a retried one is stored once).
    let accepted = 0
    const events = guard(async () => {
      const fetcher = clientFrom('127.0.4.1')
      while (running()) {
        const event = {
          eventId: randomUUID(),
          url: `${PAGE}/app`,
          domain: 'localhost',
          timestamp: Date.now(),
          props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
        }
        const answer = await call(fetcher, `${api}/e?projectId=portico-local`, {
          method: 'POST',
          body: event,
          headers: { origin: PAGE },
        })
        if (answer.status === 202) accepted++
        else if (answer.status !== 429) throw new Error(`/e answered ${answer.status}: ${answer.body}`)
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    })

    // Relay pairs: the balancer puts the two sides of a pair on different nodes (round robin).
    const relayUrl = `ws://127.0.0.1:${new URL(api).port}/relay`
    const sent = new Set<string>()
    const received = new Set<string>()
    const pairs = Array.from({ length: 3 }, () =>
      guard(async () => {
        const topic = randomBytes(32).toString('hex')
        const wallet = await relayPeer(relayUrl, topic, (message) => received.add(message))
        const dapp = await relayPeer(relayUrl, undefined, () => {})
        const sentAt = new Map<string, number>()
        while (running()) {
          const message = randomBytes(24).toString('base64')
          await dapp.publish(topic, message)
          sent.add(message)
          sentAt.set(message, Date.now())
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
        const lost = () => [...sentAt].filter(([message]) => !received.has(message))
        await waitUntil(
          async () => lost().length === 0,
          20_000,
          () =>
            `relay lost ${lost().length} of ${sentAt.size} messages on one topic (the wallet side ` +
            `reconnected ${wallet.reconnects()} times), published at ${lost()
              .map(([, at]) => `${((at - figures.killedAt - started) / 1000).toFixed(1)} s`)
              .join(', ')} from the kill`,
        )
        await Promise.all([wallet.stop(), dapp.stop()])
      }),
    )

    // Transactions on Devnet A, one block each, for the indexer to follow across the failover.
    const hashes: string[] = []
    const chain = guard(async () => {
      const wallet = createWalletClient({
        account: privateKeyToAccount(DEV_ACCOUNTS[3].privateKey),
        transport: http(devnet.urls[31337]),
      })
      while (running()) {
        hashes.push(
          await wallet.sendTransaction({
            to: privateKeyToAccount(generatePrivateKey()).address,
            value: parseEther('0.001'),
            chain: null,
          }),
        )
        await new Promise((resolve) => setTimeout(resolve, 400))
      }
    })

    // The rate limit, counted in Redis: one client address crosses it on three nodes.
    let limited = { ok: 0, refused: 0, unanswered: 0 }
    const limiter = guard(async () => {
      const fetcher = clientFrom('127.0.5.1')
      for (let index = 0; index < WRITES_PER_MINUTE * 2; index++) {
        const answer = await call(fetcher, `${api}/v1/sessions/nonce?projectId=portico-local`, {
          method: 'POST',
          headers: { origin: PAGE },
        })
        limited = { ...limited, unanswered: limited.unanswered + answer.retries }
        if (answer.status === 201) limited = { ...limited, ok: limited.ok + 1 }
        else if (answer.status === 429) limited = { ...limited, refused: limited.refused + 1 }
        else throw new Error(`nonce answered ${answer.status}`)
      }
    })

    // A third of the way in: SIGKILL the node indexing Devnet A, then restart it.
    await new Promise((resolve) => setTimeout(resolve, WORKLOAD_MS / 3))
    const victim = await leaderOf(NETWORK)
    expect(victim).toBeDefined()
    victim!.child!.kill('SIGKILL')
    const killedAt = Date.now()
    figures.killedAt = killedAt - started
    await waitUntil(
      async () => {
        const leader = await leaderOf(NETWORK)
        return leader !== undefined && leader !== victim
      },
      15_000,
      () => 'no node took the indexer over within 15 s',
    )
    figures.failoverMs = Date.now() - killedAt
    const restarting = Date.now()
    await startNode(victim!)
    figures.restartedMs = Date.now() - restarting

    await Promise.all([...readers, ...signers, ...emailers, events, ...pairs, chain, limiter])
    expect(failures).toEqual([])
    expect(figures.unanswered).toBe(0)

    // Every session and every email login is known to every node.
    const checker = clientFrom('127.0.6.1')
    for (const session of sessions) {
      for (const node of nodes) {
        const answer = await call(
          checker,
          `http://127.0.0.1:${node.port}/v1/sessions/${session.address}?projectId=portico-local`,
          { headers: { authorization: `Bearer ${session.token}`, origin: PAGE } },
        )
        expect(answer.status, answer.body).toBe(200)
      }
    }
    for (const token of logins) {
      const answer = await call(checker, `${vault}/v1/auth/session`, {
        headers: { authorization: `Bearer ${token}`, origin: vault },
      })
      expect(answer.status, answer.body).toBe(200)
    }
    expect(sessions.length).toBeGreaterThan(0)
    expect(logins.length).toBeGreaterThan(0)
    expect(sent.size).toBeGreaterThan(0)

    // Rows: every accepted event stored once; every transaction indexed once, none missing.
    const db = new Client({ connectionString: nodeDatabaseUrl })
    await db.connect()
    try {
      const rows = await db.query<{ count: string }>(
        "select count(*) from analytics_events where project_id = 'portico-local' and event = 'MODAL_OPEN'",
      )
      expect(Number(rows.rows[0]?.count)).toBe(accepted)
    } finally {
      await db.end()
    }
    await expectIndexedOnce(nodeDatabaseUrl, NETWORK, hashes, 'the indexer missed transactions')

    // The limit held across the three nodes: WRITES_PER_MINUTE nonces for that address, less one for
    // each attempt a node counted but died before answering (the killed node's; the client retried it).
    expect(limited.ok).toBeLessThanOrEqual(WRITES_PER_MINUTE)
    expect(limited.ok).toBeGreaterThanOrEqual(WRITES_PER_MINUTE - limited.unanswered)
    expect(limited.ok + limited.refused).toBe(WRITES_PER_MINUTE * 2)

    // A wrong code, so the login failures have a sample too; then every family docs/deploy.md lists.
    const mistaken = clientFrom('127.0.3.9')
    const email = `wrong-${randomUUID()}@cluster.test`
    const flow = await call(mistaken, `${vault}/v1/auth/email/start`, {
      method: 'POST',
      body: { email },
      headers: { origin: vault },
    })
    let mailed = ''
    await waitUntil(
      async () => {
        const caught = mail.messages().find((message: CaughtMail) => message.to.includes(email))
        mailed = /\b(\d{6})\b/.exec(caught?.subject ?? '')?.[1] ?? ''
        return mailed !== ''
      },
      20_000,
      () => `no code mailed to ${email}`,
    )
    const refused = await call(mistaken, `${vault}/v1/auth/email/verify`, {
      method: 'POST',
      body: { flowId: JSON.parse(flow.body).flowId, code: mailed === '000000' ? '111111' : '000000' },
      headers: { origin: vault },
    })
    expect(refused.status).toBe(400)
    const scraped = await Promise.all(
      nodes.map((node) =>
        fetch(`http://127.0.0.1:${node.metricsPort}/metrics`).then((response) => response.text()),
      ),
    )
    expect(missingFamilies(scraped.join('\n'))).toEqual([])

    Object.assign(figures, {
      sessions: sessions.length,
      emailLogins: logins.length,
      relayMessages: sent.size,
      analyticsRows: accepted,
      indexedTransactions: hashes.length,
      limitAccepted: limited.ok,
      limitRefused: limited.refused,
      limitUnanswered: limited.unanswered,
    })
    const latency = {
      balancer: await measure(`${api}/getWallets?entries=20`),
      direct: await measure(`http://127.0.0.1:${nodes[0]!.port}/getWallets?entries=20`),
    }
    const report = reliabilityReport(latency)
    console.log(report)
    if (process.env.PORTICO_WRITE_RELIABILITY === '1') writeReliabilitySection(report)
  }, 900_000)
})

/**
 * The families of docs/deploy.md's "Metrics" table that no node shows with a real value: no sample at
 * all, or a counter or histogram that never counted.
 */
function missingFamilies(exposition: string): string[] {
  const deploy = readFileSync(join(root, 'docs/deploy.md'), 'utf8')
  const section = deploy.slice(
    deploy.indexOf('## Metrics'),
    deploy.indexOf('\n## ', deploy.indexOf('## Metrics') + 1),
  )
  const families = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) =>
      [...(line.split(' | ')[0] ?? '').matchAll(/`([a-z_]+\*?)/g)].map((match) => match[1] ?? ''),
    )
  const samples = exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', value = ''] = /^([\w:]+)(?:\{[^}]*\})? (\S+)/.exec(line) ?? []
      return { name, value: Number(value) }
    })
  expect(families.length).toBeGreaterThan(10)
  return families.filter((family) => {
    const own = family.endsWith('*')
      ? samples.filter((sample) => sample.name.startsWith(family.slice(0, -1)))
      : samples.filter((sample) => [family, `${family}_count`].includes(sample.name))
    if (own.length === 0) return true
    const counts = family.endsWith('_total') || own.some((sample) => sample.name.endsWith('_count'))
    return counts && !own.some((sample) => sample.value > 0)
  })
}

const SECTION_START = '<!-- cluster.int.test.ts: start -->'
const SECTION_END = '<!-- cluster.int.test.ts: end -->'

/** Puts the report in its own section of bench/RELIABILITY.md, leaving `npm run chaos`'s figures alone. */
function writeReliabilitySection(report: string) {
  const file = join(root, 'bench/RELIABILITY.md')
  const current = existsSync(file) ? readFileSync(file, 'utf8') : ''
  const section = `${SECTION_START}\n${report}${SECTION_END}\n`
  const start = current.indexOf(SECTION_START)
  const end = current.indexOf(SECTION_END)
  writeFileSync(
    file,
    start === -1 || end === -1
      ? `${current.trimEnd()}\n\n${section}`
      : `${current.slice(0, start)}${section}${current.slice(end + SECTION_END.length + 1)}`,
  )
}

/** p50 and p99 of 300 wallet-list requests, 6 at a time, from one client address. */
async function measure(url: string): Promise<{ p50: number; p99: number; rps: number }> {
  const fetcher = clientFrom('127.0.7.1')
  const times: number[] = []
  const started = Date.now()
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let index = 0; index < 50; index++) {
        const begin = performance.now()
        const answer = await fetcher(url)
        if (answer.status === 200) times.push(performance.now() - begin)
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (quantile: number) => times[Math.min(times.length - 1, Math.floor(times.length * quantile))] ?? 0
  return { p50: at(0.5), p99: at(0.99), rps: (times.length / (Date.now() - started)) * 1000 }
}

function reliabilityReport(
  latency: Record<'balancer' | 'direct', { p50: number; p99: number; rps: number }>,
) {
  const ms = (value: number) => `${value.toFixed(1)} ms`
  let cpus = ''
  try {
    cpus = execFileSync('nproc', { encoding: 'utf8' }).trim()
  } catch {}
  return `## Three nodes behind HAProxy, one killed under load (issue 39)

Written by \`packages/server/src/testing/product/cluster.int.test.ts\` (part of \`npm test\` wherever
DATABASE_URL, REDIS_URL and haproxy are, as \`.ci/run\` provides them; \`PORTICO_WRITE_RELIABILITY=1\`
writes this section; this one by \`PORTICO_WRITE_RELIABILITY=1 PORTICO_TEST_TIER=integration npx vitest run
--project server packages/server/src/testing/product/cluster.int.test.ts\` with DATABASE_URL and REDIS_URL
set). Setup: three \`portico-server\` processes on one PostgreSQL and
one Redis, HAProxy round robin without stickiness (\`docs/deploy/haproxy.cfg\`, as it is), a ${WORKLOAD_MS / 1000} s
mixed workload, the node holding Devnet A's indexer lease killed with SIGKILL ${(figures.killedAt / 1000).toFixed(1)} s in,
restarted at once. Machine: ${cpus || '?'} cores, shared with other work, 1-minute load ${figures.loadAtStart.toFixed(1)} when
the workload began (figures are indicative).

| Figure | Value |
| --- | --- |
| Requests sent (attempts) | ${figures.requests} |
| Failed at the first attempt (the killed node's in-flight and queued requests) | ${figures.firstTryFailures} |
| Answered after a client retry | ${figures.retried} |
| Unanswered after retries | ${figures.unanswered} |
| Indexer failover (kill to another node's lease) | ${(figures.failoverMs / 1000).toFixed(1)} s |
| Killed node back (restart to /health) | ${(figures.restartedMs / 1000).toFixed(1)} s |
| Wallet sign-in sessions, all readable on every node | ${figures.sessions} |
| Email logins (code mailed by one node, checked by another), all valid | ${figures.emailLogins} |
| Relay messages across nodes, all delivered | ${figures.relayMessages} |
| Analytics events accepted = rows stored | ${figures.analyticsRows} |
| Devnet A transactions, each indexed once | ${figures.indexedTransactions} |
| Balance reads by the busiest reader (reads limit ${READS_PER_MINUTE}/min per client) | ${figures.balanceReads} |
| Rate limit (${WRITES_PER_MINUTE}/min per client, 3 nodes) | ${figures.limitAccepted} accepted, ${figures.limitRefused} refused (${figures.limitUnanswered} attempts lost with the killed node) |

Wallet list (\`GET /getWallets?entries=20\`, 300 requests, 6 at a time, after the workload):

| Path | p50 | p99 | Requests/s |
| --- | --- | --- | --- |
| Through HAProxy (3 nodes) | ${ms(latency.balancer.p50)} | ${ms(latency.balancer.p99)} | ${latency.balancer.rps.toFixed(0)} |
| One node direct | ${ms(latency.direct.p50)} | ${ms(latency.direct.p99)} | ${latency.direct.rps.toFixed(0)} |
`
}
