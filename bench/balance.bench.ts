// Balance endpoint requests/s and latency (issue 6): GET /v1/account/{address}/balance with a warm cache,
// and with forceUpdate=true (a Multicall3 read on anvil per request) for comparison. Starts both devnet
// chains and @portico/server itself. Run: npm run bench -- balance
// (tsx bench/balance.bench.ts bench/results/balance.md). The server runs on this process's main thread;
// autocannon fires from one worker thread; anvil runs in its own processes.

import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { DEV_ACCOUNTS, getDevnetServerConfig, startDevnet } from '@portico/devnet'
import autocannon from 'autocannon'
import {
  blockchainOptionsFromConfig,
  createServer,
  DEFAULT_BALANCE_CACHE_MS,
  MEMORY_DATA_DIR,
} from '../packages/server/src/index.ts'

const outFile = process.argv[2] ?? 'bench/results/balance.md'
const CONNECTIONS = 10
const WARMUP_SECONDS = 2
const DURATION_SECONDS = 10
const address = DEV_ACCOUNTS[0].address

type Target = { label: string; path: string }

const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
const app = await createServer({
  dataDir: MEMORY_DATA_DIR,
  logger: false,
  directoryRefreshMs: 0,
  blockchain: blockchainOptionsFromConfig(getDevnetServerConfig({ urls: devnet.urls })),
  // autocannon sends everything from one IP: the per-IP read limit (1,200 a minute) would answer 429.
  rateLimit: { reads: { max: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
})
const base = await app.listen({ host: '127.0.0.1', port: 0 })
const loadBefore = loadavg()[0] ?? 0

const check = await fetch(`${base}/v1/account/${address}/balance?chainId=eip155:31337&currency=usd`)
const { balances } = (await check.json()) as { balances: { symbol: string }[] }
// The dev account holds ETH and the devnet's tokens: a shorter list means the bench reads no chain.
if (check.status !== 200 || !balances.some((balance) => balance.symbol === 'ETH') || balances.length < 2)
  throw new Error(
    `unexpected balance answer ${check.status}: ${balances.map((balance) => balance.symbol).join(', ')}`,
  )

const targets: Target[] = [
  { label: 'supported chains (no chain access)', path: '/v1/supported-chains' },
  { label: 'balance, warm cache', path: `/v1/account/${address}/balance?chainId=eip155:31337&currency=usd` },
  {
    label: 'balance, forceUpdate=true (chain read each time)',
    path: `/v1/account/${address}/balance?chainId=eip155:31337&currency=usd&forceUpdate=true`,
  },
]

const rows: string[] = []
for (const target of targets) {
  const url = `${base}${target.path}`
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, workers: 1 })
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, workers: 1 })
  const format = (value: number, digits = 0) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
  rows.push(
    `| ${target.label} | \`${target.path.replace(address, '{dev}')}\` | ${format(result.requests.average)} | ${format(result.latency.p50, 1)} | ${format(result.latency.p99, 1)} | ${result.errors + result.timeouts + result.non2xx} |`,
  )
  console.log(rows.at(-1))
}

await app.close()
await devnet.stop()

const section = [
  '## Balance endpoint (@portico/server blockchain API)',
  '',
  `Command: \`npm run bench -- balance\`. Measured ${new Date().toISOString()} on Node ${process.version}; 1-minute load average ${loadBefore.toFixed(1)} when it started.`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s per target, one after another. The server (in-memory PGlite, devnet chains 31337 and 31338 on anvil) runs on the bench process's main thread, autocannon in one worker thread, anvil in its own processes. The answer is the dev account's ${balances.length} balances on devnet A (${balances.map((balance) => balance.symbol).join(', ')}). "Warm cache" reuses the answer for ${DEFAULT_BALANCE_CACHE_MS / 1000} s per address, network and currency (one Multicall3 read per expiry, shared by concurrent requests); forceUpdate=true reads the chain for every request.`,
  '',
  '| target | path | requests/s | p50 (ms) | p99 (ms) | errors + non-2xx |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
].join('\n')
writeFileSync(outFile, section)
console.log(section)
