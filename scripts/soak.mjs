#!/usr/bin/env node
// Issue 21's soak: starts the whole `npm start` stack (on the PORTICO_*_PORT variables), drives a mixed
// load (wallet lists, balances, sign-in sessions, relay traffic) for 10 minutes, samples the server's
// resident memory, and writes the figures into the "Soak" section of bench/RELIABILITY.md.
// Usage: npm run soak [-- --minutes N]   (or PORTICO_SOAK_MINUTES)
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { register as registerHooks } from 'node:module'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { register } from 'tsx/esm/api'
import { waitForUrl } from './waitForUrl.mjs'

register()
registerHooks(
  'data:text/javascript,export function resolve(s,c,n){return n(s,{...c,conditions:[...c.conditions,"portico-source"]})}',
)
const { findServerPid, runSoak } = await import('../packages/server/src/testing/soak/runSoak.ts')

const root = new URL('..', import.meta.url).pathname
const index = process.argv.indexOf('--minutes')
const minutes = Number(index >= 0 ? process.argv[index + 1] : (process.env.PORTICO_SOAK_MINUTES ?? 10))
const serverPort = process.env.PORTICO_SERVER_PORT ?? '8787'
const demoPort = process.env.PORTICO_DEMO_PORT ?? '5173'
const apiUrl = `http://127.0.0.1:${serverPort}`

const stack = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  // Every simulated visitor comes from 127.0.0.1: the per-IP limits would answer most of the load with 429.
  env: {
    ...process.env,
    PORTICO_RATE_LIMIT_READS: '1000000',
    PORTICO_RATE_LIMIT_WRITES: '1000000',
    PORTICO_RATE_LIMIT_RELAY_CONNECTS: '1000000',
    PORTICO_RATE_LIMIT_RELAY_CONNECTIONS: '1000000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
})
let ready = false
const stackReady = new Promise((resolve, reject) => {
  stack.stdout.on('data', (chunk) => {
    if (!ready && String(chunk).includes('Portico is running:')) {
      ready = true
      resolve()
    }
  })
  stack.on('exit', (code) => reject(new Error(`npm start exited with code ${code}`)))
})
const stopStack = () => {
  try {
    process.kill(-stack.pid, 'SIGTERM')
  } catch {}
}
process.on('SIGINT', () => {
  stopStack()
  process.exit(130)
})

let code = 0
try {
  await stackReady
  await waitForUrl(`${apiUrl}/health`, { timeoutMs: 60_000 })
  const serverPid = findServerPid(serverPort)
  if (!serverPid) throw new Error(`No portico-server process on port ${serverPort}`)
  const loadBefore = loadavg()[0]
  console.log(`Soak: ${minutes} min against ${apiUrl} (server pid ${serverPid})`)
  const figures = await runSoak({
    apiUrl,
    pageOrigin: `http://localhost:${demoPort}`,
    durationMs: minutes * 60_000,
    serverPid,
    onProgress: (line) => console.log(line),
  })
  const loadAfter = loadavg()[0]
  const { rss } = figures
  const lines = [
    '## Soak (the whole `npm start` stack under a mixed load)',
    '',
    `Written by \`npm run soak -- --minutes ${minutes}\` (scripts/soak.mjs) on ${new Date().toISOString()}: ${(figures.durationMs / 60_000).toFixed(1)} min of load on ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB; 1-minute load average ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end (the machine is shared: latencies include waiting for a core). Load: two loops of wallet directory pages and searches, one of token balances from Devnet A (every fourth with forceUpdate), one of sign-in sessions (nonce, signed SIWX message, lookup, verify, revoke), and relay pairs publishing to each other (20 pairs, a pair replaced every 100 publishes), each loop waiting for its answer.`,
    '',
    `- Server RSS: ${rss.startMiB.toFixed(1)} MiB at the start, ${rss.baselineMiB.toFixed(1)} MiB after the warm-up (median of the first tenth of samples after it), ${rss.endMiB.toFixed(1)} MiB at the end (median of the last tenth), max ${rss.maxMiB.toFixed(1)} MiB: growth **${rss.growthPercent.toFixed(1)} %** (goal < 10 %) over ${figures.samples.length} samples every 5 s.`,
    `- Relay messages: published ${figures.relay.published}, delivered ${figures.relay.delivered}, lost ${figures.relay.lost}, redelivered ${figures.relay.redelivered}.`,
    '',
    '| request kind | requests | errors | p50 | p99 | max |',
    '|---|---|---|---|---|---|',
    ...figures.kinds.map(
      (kind) =>
        `| ${kind.kind} | ${kind.requests} | ${kind.errors} | ${kind.p50.toFixed(1)} ms | ${kind.p99.toFixed(1)} ms | ${kind.max.toFixed(0)} ms |`,
    ),
    '',
    `RSS samples (MiB, every 5 s): ${figures.samples.map((sample) => sample.rssMiB.toFixed(0)).join(' ')}`,
    '',
  ]
  const file = join(root, 'bench', 'RELIABILITY.md')
  const current = readFileSync(file, 'utf8')
  const start = current.indexOf('## Soak')
  const next = start >= 0 ? current.indexOf('\n## ', start + 1) : -1
  const updated =
    start < 0
      ? `${current.trimEnd()}\n\n${lines.join('\n')}`
      : `${current.slice(0, start)}${lines.join('\n')}${next >= 0 ? current.slice(next + 1) : ''}`
  writeFileSync(file, `${updated.trimEnd()}\n`)
  console.log(lines.join('\n'))
  const failedKinds = figures.kinds.filter((kind) => kind.errors > 0)
  if (rss.growthPercent >= 10 || figures.relay.lost > 0 || failedKinds.length > 0) code = 1
} catch (error) {
  console.error(error)
  code = 1
} finally {
  stopStack()
}
setTimeout(() => process.exit(code), 3_000)
