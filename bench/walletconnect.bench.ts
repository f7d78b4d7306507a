// WalletConnect client: request round trip through our client vs @walletconnect/sign-client 2.21.8 (both
// through one @portico/relay in this process), and gzip size of our dapp-side bundle vs
// @walletconnect/universal-provider 2.21.8. Run: npm run bench -- walletconnect
//   (tsx bench/walletconnect.bench.ts bench/results/walletconnect.md)

import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { officialMemoryStorage } from '@portico/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { build } from 'esbuild'
import { startRelay } from '../packages/relay/src/index.ts'
import { createWalletConnectClient } from '../packages/walletconnect/src/index.ts'
import { createWalletClient } from '../packages/walletconnect/src/wallet/index.ts'
import { SOURCE_CONDITION } from '../scripts/sourceConditions.mjs'

const outFile = process.argv[2] ?? 'bench/results/walletconnect.md'
const REQUESTS = 300
const WARMUP = 30
const SESSIONS = 5
const chainId = 'eip155:1'
const account = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const namespaces = { eip155: { chains: [chainId], methods: ['personal_sign'], events: ['accountsChanged'] } }
const granted = { eip155: { ...namespaces.eip155, accounts: [account] } }
const signature = `0x${'ab'.repeat(65)}`
const metadata = (name: string) => ({
  name,
  description: `${name} (bench)`,
  url: 'http://127.0.0.1',
  icons: [],
})

type Pair = { connect(): Promise<string>; request(topic: string): Promise<unknown>; close(): Promise<void> }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function ourPair(relayUrl: string): Promise<Pair> {
  const dapp = await createWalletConnectClient({ relayUrl, metadata: metadata('Portico dapp') })
  const wallet = await createWalletClient({
    relayUrl,
    metadata: metadata('Portico wallet'),
    requestQueueDelay: 0,
  })
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: granted }).catch(() => undefined)
  })
  wallet.on('session_request', ({ id, topic }) => {
    wallet.respond({ topic, response: { id, result: signature } }).catch(() => undefined)
  })
  return {
    async connect() {
      const { uri, approval } = await dapp.connect({ namespaces })
      await wallet.pair({ uri: uri ?? '' })
      return (await approval()).topic
    },
    request: (topic) =>
      dapp.request({ topic, chainId, request: { method: 'personal_sign', params: ['0x00', account] } }),
    async close() {
      await dapp.close()
      await wallet.close()
    },
  }
}

async function officialPair(relayUrl: string): Promise<Pair> {
  const options = (name: string) =>
    ({
      relayUrl,
      projectId: 'portico-bench',
      customStoragePrefix: `${name}-${randomUUID()}`,
      storage: officialMemoryStorage(),
      logger: 'error',
      telemetryEnabled: false,
      metadata: metadata(name),
    }) as Parameters<typeof SignClient.init>[0]
  const dapp = await SignClient.init(options('SignClient dapp'))
  // The wallet side's 1 s pause between session requests is lifted, as ours is set to 0.
  const wallet = await SignClient.init({
    ...options('SignClient wallet'),
    signConfig: { disableRequestQueue: true },
  })
  wallet.on('session_proposal', ({ id }) => {
    wallet.approve({ id, namespaces: granted }).catch(() => undefined)
  })
  wallet.on('session_request', ({ id, topic }) => {
    wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: signature } }).catch(() => undefined)
  })
  return {
    async connect() {
      const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
      await wallet.pair({ uri: uri ?? '' })
      return (await approval()).topic
    },
    request: (topic) =>
      dapp.request({ topic, chainId, request: { method: 'personal_sign', params: ['0x00', account] } }),
    async close() {
      await dapp.core.relayer.transportClose()
      await wallet.core.relayer.transportClose()
    },
  }
}

async function measure(create: (relayUrl: string) => Promise<Pair>, relayUrl: string) {
  const pair = await create(relayUrl)
  const connects: number[] = []
  let topic = ''
  for (let index = 0; index < SESSIONS; index++) {
    const start = performance.now()
    topic = await pair.connect()
    connects.push(performance.now() - start)
  }
  const samples: number[] = []
  for (let index = 0; index < REQUESTS + WARMUP; index++) {
    const start = performance.now()
    await pair.request(topic)
    if (index >= WARMUP) samples.push(performance.now() - start)
  }
  await pair.close()
  samples.sort((a, b) => a - b)
  connects.sort((a, b) => a - b)
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), connect: percentile(connects, 50) }
}

/** Bundles `source` for the browser (esbuild, minified, ESM with code splitting) and gzips the output. */
async function bundleSize(source: string) {
  const directory = await mkdtemp(join(tmpdir(), 'portico-wc-bench-'))
  try {
    const entry = join(directory, 'entry.ts')
    await writeFile(entry, source)
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      conditions: [SOURCE_CONDITION],
      target: 'es2022',
      outdir: join(directory, 'out'),
      nodePaths: [join(process.cwd(), 'node_modules')],
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      logLevel: 'silent',
    })
    const files = await readdir(join(directory, 'out'))
    let initial = 0
    let total = 0
    for (const file of files) {
      const size = gzipSync(await readFile(join(directory, 'out', file)), { level: 9 }).length
      total += size
      if (file.startsWith('entry')) initial = size
    }
    return { initial, total }
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value: number) => value.toFixed(2)

const relay = await startRelay({ host: '127.0.0.1', port: 0, limits: { messagesPerSecond: 1e9 } })
const ours = await measure(ourPair, relay.url)
const official = await measure(officialPair, relay.url)
await relay.close()

const root = process.cwd()
const ourBundle = await bundleSize(
  `import { createWalletConnectClient } from '${join(root, 'packages/walletconnect/src/index.ts')}'\nconsole.log(createWalletConnectClient)\n`,
)
const officialBundle = await bundleSize(
  `import { UniversalProvider } from '@walletconnect/universal-provider'\nconsole.log(UniversalProvider)\n`,
)

const section = `## WalletConnect client (@portico/walletconnect)

Command: \`npm run bench -- walletconnect\`. Measured ${new Date().toISOString()} (1-minute load average
${loadavg()[0]?.toFixed(1)} on 2 cores shared with other work: latencies are noisy, compare the rows of one run).

Request round trip: a dapp's \`personal_sign\` request until it has the wallet's answer (the wallet answers
at once with a fixed signature), ${REQUESTS} sequential requests after ${WARMUP} warm-up, through one
@portico/relay in the same process (2 cores, loopback). Connect = \`connect()\` until the session is
settled (median of ${SESSIONS}). Our wallet's request-queue delay is 0 and the official wallet runs with
\`signConfig.disableRequestQueue\`, so neither waits the 1 s between requests.

| client pair | request p50 (ms) | request p99 (ms) | connect p50 (ms) |
|---|---|---|---|
| @portico/walletconnect dapp ↔ @portico/walletconnect wallet | ${ms(ours.p50)} | ${ms(ours.p99)} | ${ms(ours.connect)} |
| @walletconnect/sign-client 2.21.8 dapp ↔ sign-client 2.21.8 wallet | ${ms(official.p50)} | ${ms(official.p99)} | ${ms(official.connect)} |

Dapp-side bundle: esbuild, browser, minified ESM with code splitting, gzip -9. Initial = the entry chunk;
total adds lazily loaded chunks (ours: the EIP-191 verifier used only by \`authenticate()\`).

| bundle | initial gzip | total gzip |
|---|---|---|
| @portico/walletconnect (\`createWalletConnectClient\`) | ${kb(ourBundle.initial)} | ${kb(ourBundle.total)} |
| @walletconnect/universal-provider 2.21.8 (\`UniversalProvider\`) | ${kb(officialBundle.initial)} | ${kb(officialBundle.total)} |
`
await writeFile(outFile, section)
console.log(section)
process.exit(0)
