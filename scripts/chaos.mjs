#!/usr/bin/env node
// Issue 21's reliability run: fuzzes every server route and relay method (PORTICO_CHAOS_RUNS inputs each,
// 10,000 by default), runs the fault suites, and writes the figures to bench/RELIABILITY.md.
// Usage: npm run chaos [-- --runs N] [-- --seed N] [-- --route-seconds N]
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, type as osType, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const argument = (name) => {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}
const runs = Number(argument('runs') ?? process.env.PORTICO_CHAOS_RUNS ?? 10_000)
// --route-seconds N: a time budget per route and relay method (the figures show the inputs each got).
const routeSeconds = argument('route-seconds') ?? process.env.PORTICO_CHAOS_ROUTE_SECONDS
const seed = argument('seed') ?? process.env.PORTICO_CHAOS_SEED ?? String(Date.now() % 2 ** 31)
const dir = argument('from') ?? mkdtempSync(join(tmpdir(), 'portico-chaos-'))
const serverReport = join(dir, 'server.json')
const relayReport = join(dir, 'relay.json')
const faultReport = join(dir, 'faults.json')
const resultsReport = join(dir, 'results.json')

const FILES = [
  'packages/server/src/testing/fuzz/fuzzServer.test.ts',
  'packages/server/src/testing/fuzz/fuzzRelay.test.ts',
  'packages/server/src/testing/faults/',
  'packages/evm/src/transport/faultyRpc.int.test.ts',
  // Security review: headers on every page, hostile directory data, route limits, secrets in logs.
  'packages/server/src/http/security.test.ts',
  'packages/server/src/http/readLimits.int.test.ts',
  'packages/server/src/http/rateLimitsRedis.int.test.ts',
  'packages/server/src/bundler/bundler.int.test.ts',
  'packages/server/src/testing/secretsInLogs.int.test.ts',
  'packages/server/src/http/securityHeaders.test.ts',
  'apps/demo/src/securityHeaders.test.ts',
  'packages/server/src/wallets/hostileDirectory.test.ts',
  'packages/core/src/wallets/isSafeWalletLink.test.ts',
  'packages/react/src/views/hostileDirectory.test.tsx',
]
const started = Date.now()
const loadAtStart = loadavg()[0]
// --from DIR: write the figures of an earlier run's reports (server.json, relay.json) without running.
const from = argument('from')
const result = from
  ? { status: 0 }
  : spawnSync(
      'npx',
      [
        'vitest',
        'run',
        ...FILES,
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resultsReport}`,
      ],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          PORTICO_CHAOS_RUNS: String(runs),
          PORTICO_CHAOS_SEED: seed,
          ...(routeSeconds ? { PORTICO_CHAOS_ROUTE_SECONDS: routeSeconds } : {}),
          PORTICO_CHAOS_REPORT: serverReport,
          PORTICO_CHAOS_RELAY_REPORT: relayReport,
          PORTICO_CHAOS_FAULT_REPORT: faultReport,
          PORTICO_RELAY_LOSS_CLIENTS: process.env.PORTICO_RELAY_LOSS_CLIENTS ?? '1000',
        },
      },
    )
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
const loadAtEnd = loadavg()[0]

const read = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}
const server = read(serverReport)
const relay = read(relayReport)
// The fault suites append one JSON string per figure (they run in parallel files).
const faults = (() => {
  try {
    return readFileSync(faultReport, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
  } catch {
    return undefined
  }
})()
const sum = (list, pick) => (list ?? []).reduce((total, item) => total + pick(item), 0)
const statusLine = (statuses) =>
  Object.entries(statuses)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
const count5xx = (statuses) =>
  sum(Object.entries(statuses), ([status, count]) => (Number(status) >= 500 ? count : 0))

const lines = [
  '# Reliability figures (issue 21)',
  '',
  `Written by \`npm run chaos\` (scripts/chaos.mjs) on ${new Date().toISOString()}.`,
  '',
  `- Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ${osType()} ${release()}, Node ${process.version}; 1-minute load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end (the machine is shared: times include waiting for a core)`,
  `- Command: \`npm run chaos -- --runs ${runs} --seed ${seed}${routeSeconds ? ` --route-seconds ${routeSeconds}` : ''}\` (${minutes} min; exit code ${result.status})`,
  `- Database: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL) for the fault suite, PGlite in memory for fuzzing' : 'PGlite in memory (DATABASE_URL unset: the PostgreSQL restart suite was skipped)'}`,
  '',
]
if (server) {
  const figures = server.figures
  lines.push(
    '## Server routes (schema-driven fuzzing, fast-check)',
    '',
    `${figures.length} routes (main listener and secure origin), up to ${runs} generated requests each${routeSeconds ? ` or ${routeSeconds} s per route, whichever came first (inputs column)` : ''}, over HTTP on 127.0.0.1, in-memory PGlite. Each answer must be below 500 (or a documented 503), leave Object.prototype clean, and, when rejected, leave every table's row count unchanged.`,
    '',
    `- Inputs: ${sum(figures, (f) => f.runs)}; failures: ${figures.filter((f) => f.failure).length}; unexpected 5xx: ${sum(figures, (f) => count5xx(f.statuses) - f.documented5xx)}; documented 503s: ${sum(figures, (f) => f.documented5xx)}; rejected requests with the row counts checked: ${sum(figures, (f) => f.rejectedChecked)}`,
    '',
    '| route | inputs | statuses | rejected, rows unchanged | time | result |',
    '|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.target} \`${f.route}\` | ${f.runs} | ${statusLine(f.statuses)} | ${f.rejectedChecked} | ${(f.ms / 1000).toFixed(0)} s | ${f.failure ? `**FAIL** ${f.failure.split('\n')[0].replaceAll('|', '\\|').slice(0, 160)}` : 'pass'} |`,
    ),
    '',
  )
} else lines.push('## Server routes', '', 'No figures: the server fuzz suite did not finish.', '')
if (relay) {
  const figures = relay.figures
  lines.push(
    '## Relay methods',
    '',
    `${figures.length} methods (the ten relay methods and an unknown one), up to ${runs} generated frames each${routeSeconds ? ` or ${routeSeconds} s per method, whichever came first (frames column)` : ''} over one WebSocket (reconnecting after an allowed close), each followed by a probe request that must be answered. Frames: JSON-RPC requests with generated and hostile params, 19-digit, huge, negative, fractional and non-numeric ids, junk text, binary frames, 600 KiB messages and 5 MiB frames.`,
    '',
    '| method | frames | answers (by error code) | refused publishes, mailbox unchanged | closes | time | result |',
    '|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| \`${f.method}\` | ${f.runs} | ${statusLine(f.answers)} | ${f.rejectedChecked} | ${statusLine(f.closes) || '–'} | ${(f.ms / 1000).toFixed(0)} s | ${f.failure ? `**FAIL** ${f.failure.split('\n')[0].replaceAll('|', '\\|').slice(0, 160)}` : 'pass'} |`,
    ),
    '',
  )
} else lines.push('## Relay methods', '', 'No figures: the relay fuzz suite did not finish.', '')
if (faults) {
  lines.push('## Faults', '', ...faults.map((fault) => `- ${fault}`), '')
}
const results = read(resultsReport)
if (results) {
  lines.push(
    '## Suites',
    '',
    '| file | passed | failed | skipped |',
    '|---|---|---|---|',
    ...results.testResults.map((file) => {
      const count = (status) => file.assertionResults.filter((test) => test.status === status).length
      return `| ${file.name.replace(root, '')} | ${count('passed')} | ${count('failed')} | ${count('skipped') + count('pending')} |`
    }),
    '',
  )
}
// The soak's section (npm run soak) is kept.
const reliabilityFile = join(root, 'bench', 'RELIABILITY.md')
const previous = (() => {
  try {
    return readFileSync(reliabilityFile, 'utf8')
  } catch {
    return ''
  }
})()
const soakAt = previous.indexOf('## Soak')
if (soakAt >= 0) lines.push(previous.slice(soakAt).trimEnd(), '')
writeFileSync(reliabilityFile, `${lines.join('\n')}\n`)
console.log(`bench/RELIABILITY.md written (${minutes} min)`)
process.exit(result.status ?? 1)
