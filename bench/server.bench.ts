// @portico/server requests/s against a bare Fastify hello-world in the same run (issue 3 targets: page 1 at
// >= 50 % and search at >= 25 % of hello-world). Run: npm run bench -- server
// (tsx bench/server.bench.ts bench/results/server.md). Servers run on this process's main thread; autocannon
// fires from one worker thread, so each side has one of the machine's 2 cores.

import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { createServer, MEMORY_DATA_DIR } from '../packages/server/src/index.ts'

const outFile = process.argv[2] ?? 'bench/results/server.md'
const CONNECTIONS = 20
const WARMUP_SECONDS = 2
const DURATION_SECONDS = 10

type Target = { label: string; path: string; target?: number; browser?: boolean }
type Measured = Target & {
  requests: number
  p50: number
  p99: number
  errors: number
  non2xx: number
  bytes: number
}

async function listen(app: {
  listen(options: { host: string; port: number }): Promise<string>
}): Promise<string> {
  return app.listen({ host: '127.0.0.1', port: 0 })
}

/** What a browser sends along with every fetch; the hello-world ignores it. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

async function fire(url: string, duration: number, browser: boolean) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    workers: 1,
    headers: browser ? BROWSER_HEADERS : {},
  })
}

async function measure(base: string, target: Target): Promise<Measured> {
  await fire(`${base}${target.path}`, WARMUP_SECONDS, target.browser ?? false)
  const result = await fire(`${base}${target.path}`, DURATION_SECONDS, target.browser ?? false)
  return {
    ...target,
    requests: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  }
}

const hello = Fastify({ logger: false })
hello.get('/', async () => ({ hello: 'world' }))
const helloUrl = await listen(hello)

const portico = await createServer({ dataDir: MEMORY_DATA_DIR, logger: false, directoryRefreshMs: 0 })
const porticoUrl = await listen(portico)
const loadBefore = loadavg()[0] ?? 0

const baseline = await measure(helloUrl, { label: 'bare Fastify hello-world', path: '/' })
const page1 = '/getWallets?page=1&entries=40'
const search = '/getWallets?search=wallet&entries=100'
const results = [
  baseline,
  await measure(porticoUrl, { label: 'getWallets page 1', path: page1, target: 0.5 }),
  await measure(porticoUrl, {
    label: 'getWallets page 1, browser Accept-Encoding',
    path: page1,
    target: 0.5,
    browser: true,
  }),
  await measure(porticoUrl, { label: 'getWallets search', path: search, target: 0.25 }),
  await measure(porticoUrl, {
    label: 'getWallets search, browser Accept-Encoding',
    path: search,
    target: 0.25,
    browser: true,
  }),
]
const rssMiB = process.memoryUsage().rss / 1024 / 1024
await portico.close()
await hello.close()

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
const rows = results.map((result) => {
  const ratio = result.requests / baseline.requests
  const verdict =
    result.target === undefined
      ? '—'
      : `≥ ${result.target * 100} %: ${ratio >= result.target ? 'met' : 'missed'}`
  return `| ${result.label} | \`${result.path}\` | ${format(result.requests)} | ${format(result.p50, 1)} | ${format(result.p99, 1)} | ${format(ratio * 100, 1)} % | ${verdict} | ${format(result.bytes / 1024, 1)} |`
})
const failures = results.filter((result) => result.errors > 0 || result.non2xx > 0)

const section = [
  '## Server (@portico/server)',
  '',
  `Command: \`npm run bench -- server\`. Measured ${new Date().toISOString()} on Node ${process.version}; 1-minute load average ${format(loadBefore, 1)} when it started.`,
  '',
  `autocannon, ${CONNECTIONS} connections, ${WARMUP_SECONDS} s warm-up then ${DURATION_SECONDS} s per target, one after another in the same run. The servers share this process's main thread; autocannon fires from one worker thread. @portico/server runs on in-memory PGlite with the seed directory (${portico.portico.directory.current.size} wallets). /getWallets is answered from the in-memory read model: wallets are JSON-encoded once per server origin, filtered lists are memoised, and encoded answers (identity, gzip or br) are kept per directory revision, so repeated queries skip the work. Plain rows send no Accept-Encoding (uncompressed bodies); browser rows send \`${BROWSER_HEADERS['accept-encoding']}\` as browsers do (the server answers br). "response" is the body size on the wire.`,
  '',
  'On this loopback interface (MTU 64 KiB) a response of more than about 60 KiB costs a second TCP segment per answer, so the uncompressed search answer (100 wallets) is bound by transfer rather than by the server; the browser rows show the same query at realistic wire sizes.',
  '',
  '| target | path | requests/s | p50 (ms) | p99 (ms) | vs hello-world | issue 3 target | response (KiB) |',
  '|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `RSS of the bench process after the run (both servers, PGlite and autocannon's worker): ${format(rssMiB)} MiB.`,
  ...(failures.length > 0
    ? [
        '',
        `Errors or non-2xx answers: ${failures.map((f) => `${f.label} ${f.errors}/${f.non2xx}`).join(', ')}.`,
      ]
    : []),
  '',
].join('\n')

writeFileSync(outFile, section)
console.log(section)
process.exit(failures.length > 0 ? 1 : 0)
