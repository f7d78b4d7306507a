import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { formatSiwxMessage, type SiwxMessageData, toCaipNetworkId } from '@portico/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { connectLossClient, type LossClient } from '../faults/lossClient.ts'

export type SoakParameters = {
  apiUrl: string
  /** The page origin sessions are signed in from (one the default project allows). */
  pageOrigin: string
  durationMs: number
  /** Process id of the server whose memory is sampled. */
  serverPid: number
  /** Milliseconds of load before the baseline memory sample. Default 60 s (or a tenth of the duration). */
  warmUpMs?: number
  /** Relay client pairs kept connected (each pair exchanges messages). Default 20. */
  relayPairs?: number
  onProgress?: (line: string) => void
}

export type SoakKindFigures = {
  kind: string
  requests: number
  errors: number
  p50: number
  p99: number
  max: number
}

export type SoakReturnType = {
  durationMs: number
  kinds: SoakKindFigures[]
  rss: { startMiB: number; baselineMiB: number; endMiB: number; maxMiB: number; growthPercent: number }
  samples: { atMs: number; rssMiB: number }[]
  relay: {
    published: number
    delivered: number
    lost: number
    redelivered: number
    reconnectedClients: number
  }
}

/** Resident memory of a process in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)
  if (!line) throw new Error(`No VmRSS for process ${pid}`)
  return Number(line[1]) / 1024
}

/** The process running `portico-server` on the given port (a child of `npm start`). */
export function findServerPid(port: string | number): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0')
      const portAt = args.indexOf('--port')
      if (args.some((arg) => arg.endsWith('porticoServer.js')) && args[portAt + 1] === String(port))
        return Number(entry)
    } catch {
      // The process ended while listing.
    }
  }
  return undefined
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number)
const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Drives a mixed load against a running stack for `durationMs`: wallet directory pages and searches,
 * token balances read from the local chain, sign-in sessions (nonce, signed message, lookup, revoke)
 * and relay traffic (pairs of clients publishing to each other, with a pair replaced every few
 * seconds), while sampling the server's resident memory.
 *
 * @example
 * const figures = await runSoak({ apiUrl, pageOrigin, durationMs: 600_000, serverPid })
 */
export async function runSoak(parameters: SoakParameters): Promise<SoakReturnType> {
  const { apiUrl, pageOrigin, durationMs, serverPid } = parameters
  const warmUpMs = parameters.warmUpMs ?? Math.min(60_000, durationMs / 10)
  const relayUrl = `${apiUrl.replace(/^http/, 'ws')}/relay`
  const latencies = new Map<string, number[]>()
  const errors = new Map<string, number>()
  const started = performance.now()
  const elapsed = () => performance.now() - started
  const running = () => elapsed() < durationMs

  const timed = async (kind: string, action: () => Promise<boolean>) => {
    const start = performance.now()
    let ok = false
    try {
      ok = await action()
    } catch {
      ok = false
    }
    const list = latencies.get(kind) ?? []
    list.push(performance.now() - start)
    latencies.set(kind, list)
    if (!ok) errors.set(kind, (errors.get(kind) ?? 0) + 1)
  }
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${apiUrl}${path}`, { headers })
    await response.arrayBuffer()
    return response.ok
  }
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: pageOrigin, ...headers },
      body: JSON.stringify(body),
    })
    return {
      ok: response.ok,
      body: (await response.json().catch(() => undefined)) as Record<string, unknown>,
    }
  }

  const searches = ['', 'meta', 'rain', 'coin', 'wallet', 'zz']
  const walletLists = async () => {
    for (let page = 1; running(); page = (page % 5) + 1) {
      const search = searches[page % searches.length]
      await timed('wallet list (GET /getWallets)', () =>
        get(`/getWallets?page=${page}&entries=40${search ? `&search=${search}` : ''}`),
      )
      await sleep(20)
    }
  }

  const accounts = Array.from({ length: 20 }, () => privateKeyToAccount(generatePrivateKey()).address)
  const balances = async () => {
    for (let index = 0; running(); index++) {
      const address = accounts[index % accounts.length]
      // forceUpdate on every fourth read: the chain is asked, not only the cache.
      await timed('balance (GET /v1/account/:address/balance)', () =>
        get(
          `/v1/account/${address}/balance?currency=usd&chainId=eip155:31337${index % 4 === 0 ? '&forceUpdate=true' : ''}`,
        ),
      )
      await sleep(50)
    }
  }

  const page = new URL(pageOrigin)
  const sessions = async () => {
    while (running()) {
      const account = privateKeyToAccount(generatePrivateKey())
      let token: string | undefined
      let revoke: { pci: string; signature: string } | undefined
      await timed('session sign-in (nonce + POST /v1/sessions)', async () => {
        const nonce = await post('/v1/sessions/nonce?projectId=portico-local', {})
        if (!nonce.ok) return false
        const data: SiwxMessageData = {
          accountAddress: account.address,
          chainId: toCaipNetworkId('eip155:31337'),
          domain: page.host,
          uri: `${pageOrigin}/`,
          version: '1',
          nonce: String(nonce.body?.nonce),
          statement: 'Soak test',
          issuedAt: new Date().toISOString(),
          expirationTime: new Date(Date.now() + 3_600_000).toISOString(),
        }
        const message = formatSiwxMessage(data)
        const signature = await account.signMessage({ message })
        const created = await post('/v1/sessions?projectId=portico-local', { data, message, signature })
        token = typeof created.body?.token === 'string' ? created.body.token : undefined
        const session = created.body?.session as { id?: string } | undefined
        revoke = session?.id ? { pci: session.id, signature } : undefined
        return created.ok && token !== undefined
      })
      if (token) {
        await timed('session lookup (GET /v1/sessions/:address)', () =>
          get(`/v1/sessions/${account.address}?projectId=portico-local`, {
            origin: pageOrigin,
            authorization: `Bearer ${token}`,
          }),
        )
        await timed('session verify (POST /v1/sessions/verify)', async () => {
          return (await post('/v1/sessions/verify?projectId=portico-local', { token })).ok
        })
        await timed('session revoke (POST /v1/sessions/:address/revoke)', async () => {
          const revoked = await post(
            `/v1/sessions/${account.address}/revoke?projectId=portico-local`,
            revoke,
            {
              authorization: `Bearer ${token}`,
            },
          )
          return revoked.ok && revoked.body?.revoked === true
        })
      }
      await sleep(100)
    }
  }

  // Relay: pairs on one topic; every 5 s the oldest pair leaves and a new one joins (connection churn).
  const pairs: { topic: string; clients: LossClient[]; sent: string[][] }[] = []
  const retired: typeof pairs = []
  const newPair = async () => {
    const topic = randomBytes(32).toString('hex')
    let clients: LossClient[] = []
    await timed('relay connect + subscribe (WebSocket)', async () => {
      clients = await Promise.all([0, 1].map(() => connectLossClient({ nodes: [relayUrl], node: 0, topic })))
      return true
    })
    if (clients.length === 2) pairs.push({ topic, clients, sent: [[], []] })
  }
  for (let index = 0; index < (parameters.relayPairs ?? 20); index++) await newPair()
  let sequence = 0
  const relayTraffic = async () => {
    while (running()) {
      const pair = pairs[sequence % pairs.length]
      if (pair) {
        const side = sequence % 2
        const message = `soak:${sequence}:${randomBytes(96).toString('base64')}`
        pair.sent[side]?.push(message)
        await timed('relay publish (irn_publish answered)', async () => {
          await pair.clients[side]?.publish(message)
          return true
        })
      }
      sequence++
      if (sequence % 100 === 0) {
        const oldest = pairs.shift()
        if (oldest) {
          // Give its last messages time to arrive before it leaves.
          await sleep(500)
          await Promise.all(oldest.clients.map((client) => client.close()))
          retired.push(oldest)
        }
        await newPair()
      }
      await sleep(10)
    }
  }

  const samples: { atMs: number; rssMiB: number }[] = [{ atMs: 0, rssMiB: rssMiB(serverPid) }]
  const sampler = setInterval(() => {
    samples.push({ atMs: Math.round(elapsed()), rssMiB: rssMiB(serverPid) })
    const last = samples[samples.length - 1]
    if (samples.length % 6 === 0)
      parameters.onProgress?.(
        `${(elapsed() / 1000).toFixed(0)} s: server RSS ${last?.rssMiB.toFixed(1)} MiB, ${[...latencies.values()].reduce((total, list) => total + list.length, 0)} requests, errors ${JSON.stringify(Object.fromEntries(errors))}`,
      )
  }, 5_000)
  await Promise.all([walletLists(), walletLists(), balances(), sessions(), relayTraffic()])
  clearInterval(sampler)
  samples.push({ atMs: Math.round(elapsed()), rssMiB: rssMiB(serverPid) })

  await sleep(2_000)
  let published = 0
  let delivered = 0
  let redelivered = 0
  for (const pair of [...retired, ...pairs]) {
    pair.clients.forEach((client, side) => {
      const expected = pair.sent[1 - side] ?? []
      published += expected.length
      for (const message of expected) {
        const times = client.received.get(message) ?? 0
        if (times > 0) delivered++
        redelivered += Math.max(0, times - 1)
      }
    })
  }
  const reconnectedClients = [...retired, ...pairs]
    .flatMap((pair) => pair.clients)
    .filter((client) => client.reconnects.length > 0).length
  await Promise.all(pairs.flatMap((pair) => pair.clients.map((client) => client.close())))

  const tenth = Math.max(1, Math.floor(samples.length / 10))
  const afterWarmUp = samples.filter((sample) => sample.atMs >= warmUpMs)
  const baselineMiB = median(afterWarmUp.slice(0, tenth).map((sample) => sample.rssMiB))
  const endMiB = median(samples.slice(-tenth).map((sample) => sample.rssMiB))
  return {
    durationMs: Math.round(elapsed()),
    kinds: [...latencies].map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b)
      return {
        kind,
        requests: list.length,
        errors: errors.get(kind) ?? 0,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? 0,
      }
    }),
    rss: {
      startMiB: samples[0]?.rssMiB ?? 0,
      baselineMiB,
      endMiB,
      maxMiB: Math.max(...samples.map((sample) => sample.rssMiB)),
      growthPercent: ((endMiB - baselineMiB) / baselineMiB) * 100,
    },
    samples,
    relay: { published, delivered, lost: published - delivered, redelivered, reconnectedClients },
  }
}
