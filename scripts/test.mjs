#!/usr/bin/env node
// Runs the test tiers and closes with one plain summary line: "tests: N passed, N failed, N skipped".
// Usage: node scripts/test.mjs [unit|integration|e2e]   (no argument: the three, in that order)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import { basename, dirname, join, relative } from 'node:path'
import { buildPackagesOnce } from './buildPackagesOnce.mjs'
import { ensureChromium } from './chromium.mjs'
import { prepareStack, STACK_PREPARED_ENV } from './prepareStack.mjs'

const root = new URL('..', import.meta.url).pathname
const mode = process.argv[2] ?? 'all'
const outDir = join(root, 'node_modules', '.portico-test')
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

const E2E_CONFIG = ['--config', 'e2e/vitest.config.ts']
// A file of the integration tier needs a local chain, a child process, PostgreSQL, Redis or a browser;
// every other Vitest file is a unit file and runs with none of them (docs/testing.md).
const INTEGRATION = /\.int\.test\.tsx?$/
const TEST_FILE = /\.test\.tsx?$/
// The e2e files' measured seconds: the last run's on this machine (.portico, written after each e2e
// run), else the committed figures of a CI run. A file measured in neither counts as their median.
const E2E_SECONDS_CACHE = join(root, '.portico', 'e2e-seconds.json')
const E2E_SECONDS_COMMITTED = join(root, 'e2e', 'e2e-seconds.json')
// The stack's port variables (scripts/start.mjs): each e2e shard takes a free port for each.
const PORT_VARIABLES = [
  'PORTICO_SERVER_PORT',
  'PORTICO_VAULT_PORT',
  'PORTICO_FARCASTER_PORT',
  'PORTICO_DEMO_PORT',
  'PORTICO_WALLET_PORT',
  'PORTICO_DEVNET_A_PORT',
  'PORTICO_DEVNET_B_PORT',
  'PORTICO_SOLANA_PORT',
  'PORTICO_BITCOIN_PORT',
  'PORTICO_BUNDLER_PORT',
  'PORTICO_SMTP_PORT',
  'PORTICO_MAIL_PORT',
  'PORTICO_OIDC_PORT',
]

/** Every Vitest file of the workspaces, relative to the root. */
function testFiles() {
  const files = []
  for (const workspace of ['packages', 'apps']) {
    for (const name of readdirSync(join(root, workspace))) {
      const folder = join(root, workspace, name)
      for (const file of readdirSync(folder, { recursive: true })) {
        if (file.includes('node_modules') || !TEST_FILE.test(file)) continue
        files.push(relative(root, join(folder, file)))
      }
    }
  }
  return files.sort()
}

/**
 * The unit files that also run a variant on PostgreSQL or Redis (`backends()`, `relayBackends()`,
 * `process.env.DATABASE_URL`): the integration tier runs them again for those variants only, when the
 * service's URL is set. Their in-process variants ran in the unit tier.
 */
function serviceVariantFiles() {
  return testFiles().filter((file) => {
    if (INTEGRATION.test(file)) return false
    const source = readFileSync(join(root, file), 'utf8')
    const postgres = /\bbackends\(\)|process\.env\.DATABASE_URL/.test(source)
    const redis = /\brelayBackends\(|process\.env\.REDIS_URL/.test(source)
    return (postgres && process.env.DATABASE_URL) || (redis && process.env.REDIS_URL)
  })
}

/** The measured seconds per e2e file, newest source first. */
function e2eSeconds() {
  for (const file of [E2E_SECONDS_CACHE, E2E_SECONDS_COMMITTED]) {
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
  }
  return {}
}

/** Writes each e2e file's time of this run over the last figures (a file that did not run keeps its own). */
function saveE2eSeconds(reports) {
  const seconds = e2eSeconds()
  for (const report of reports) {
    try {
      for (const result of JSON.parse(readFileSync(report, 'utf8')).testResults) {
        seconds[basename(result.name)] = Math.round((result.endTime - result.startTime) / 1000)
      }
    } catch {}
  }
  mkdirSync(dirname(E2E_SECONDS_CACHE), { recursive: true })
  writeFileSync(E2E_SECONDS_CACHE, `${JSON.stringify(seconds, null, 2)}\n`)
}

/** Splits the e2e files into `count` shards of about equal expected time, longest first. */
function e2eShards(count) {
  const files = readdirSync(join(root, 'e2e')).filter((file) => file.endsWith('.e2e.ts'))
  const measured = e2eSeconds()
  const known = Object.values(measured).sort((a, b) => a - b)
  const fallback = known.length > 0 ? known[Math.floor(known.length / 2)] : 60
  const seconds = (file) => measured[file] ?? fallback
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }))
  for (const file of files.sort((a, b) => seconds(b) - seconds(a))) {
    const lightest = shards.reduce((best, shard) => (shard.seconds < best.seconds ? shard : best))
    lightest.files.push(file)
    lightest.seconds += seconds(file)
  }
  return shards.map((shard) => shard.files).filter((shard) => shard.length > 0)
}

/** A port nothing listens on now, per name. */
async function freePorts(names) {
  const servers = await Promise.all(
    names.map(
      () =>
        new Promise((resolve) => {
          const server = createNetServer()
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = Object.fromEntries(names.map((name, index) => [name, String(servers[index].address().port)]))
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** Runs Vitest to its end; resolves with its exit code. `log`: write its output there instead of here. */
function vitest(args, outputFile, { env = process.env, log } = {}) {
  return new Promise((resolve) => {
    const command = [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ]
    // One descriptor for both streams: two would each write at their own offset, over each other.
    const output = log ? openSync(log, 'w') : undefined
    const child = spawn('npx', command, {
      cwd: root,
      env,
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

let passed = 0
let failed = 0
let skipped = 0
let exitCode = 0
function count(name, code, outputFile) {
  if (code !== 0) exitCode = code
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
    if (report.numTotalTests === 0) exitCode ||= 1
  } catch {
    failed += 1
    exitCode ||= 1
    console.error(`The ${name} suite wrote no report.`)
  }
}

if (!['all', 'unit', 'integration', 'e2e'].includes(mode)) {
  console.error(`Unknown suite "${mode}". Use: unit, integration, e2e, or nothing for all.`)
  process.exit(2)
}

/** Each tier's wall-clock seconds, printed before the summary line. */
const seconds = {}
async function timed(name, run) {
  const started = Date.now()
  try {
    return await run()
  } finally {
    seconds[name] = Math.round((Date.now() - started) / 1000)
  }
}

function runUnit(options) {
  // Without the services' URLs: the unit tier runs on PGlite in memory and the in-memory relay.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env
  const outputFile = join(outDir, 'unit.json')
  const exclude = ['--exclude', '**/*.int.test.ts', '--exclude', '**/*.int.test.tsx']
  // The tier shares the cores with the builds of the first phase: Vitest's 5 s default would fail a
  // busy machine's first request to a new route, not a broken test. Explicit limits stay as written.
  const limits = ['--testTimeout=20000']
  return timed('unit', async () =>
    count(
      'unit',
      await vitest([...limits, ...exclude], outputFile, {
        ...options,
        env: { ...env, PORTICO_TEST_TIER: 'unit' },
      }),
      outputFile,
    ),
  )
}

function runIntegration(options) {
  const outputFile = join(outDir, 'integration.json')
  const files = [...testFiles().filter((file) => INTEGRATION.test(file)), ...serviceVariantFiles()]
  const env = { ...process.env, PORTICO_TEST_TIER: 'integration' }
  // A test of this tier waits on chains and child processes: Vitest's 5 s default would fail a slow
  // machine, not a broken test. Explicit limits stay as written.
  const limits = ['--testTimeout=60000', '--hookTimeout=120000']
  return timed('integration', async () =>
    count('integration', await vitest([...limits, ...files], outputFile, { ...options, env }), outputFile),
  )
}

/**
 * Builds what both e2e stacks serve, then the published packages' dist/ that the integration tier's
 * built programs and the packaging tests use, in a child process so another tier can run meanwhile.
 */
function prepareStackInChild() {
  const script = [
    `const { prepareStack } = await import(${JSON.stringify(join(root, 'scripts/prepareStack.mjs'))})`,
    `const { buildPackagesOnce } = await import(${JSON.stringify(join(root, 'scripts/buildPackagesOnce.mjs'))})`,
    'prepareStack()',
    'process.exitCode = await buildPackagesOnce()',
  ].join('\n')
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}

/**
 * The e2e shards at once (PORTICO_E2E_SHARDS, default 3), each on its own stack on free ports. An e2e
 * test spends much of its time waiting on animations, blocks and polls: two shards kept the two cores
 * busy 70% of the time, three keep them busier. The demo and the dev wallet run as production builds: a
 * page then loads in a few requests instead of one per source module.
 */
async function runE2e() {
  const env = {
    ...process.env,
    PORTICO_CHROMIUM: ensureChromium(),
    PORTICO_APPS: 'build',
    [STACK_PREPARED_ENV]: '1',
  }
  const shards = e2eShards(Number(process.env.PORTICO_E2E_SHARDS ?? 3))
  // The first shard runs on CI's PostgreSQL and Redis when they are set, in Redis database 1 (the
  // integration tier counts its rate limits in database 0); the others keep PGlite and no Redis.
  const redisUrl = process.env.REDIS_URL ? new URL(process.env.REDIS_URL) : undefined
  if (redisUrl) redisUrl.pathname = '/1'
  const services = (index) =>
    index === 0 ? (redisUrl ? { REDIS_URL: redisUrl.href } : {}) : { DATABASE_URL: '', REDIS_URL: '' }
  const report = (index) => join(outDir, `e2e-${index + 1}.json`)
  const log = (index) => (index === 0 ? undefined : join(outDir, `e2e-${index + 1}.log`))
  const codes = await timed('e2e', async () =>
    Promise.all(
      await Promise.all(
        shards.map(async (files, index) => ({
          ...(await freePorts(PORT_VARIABLES)),
          PORTICO_DATA_DIR: join(root, '.portico', `db-e2e-${index + 1}`),
          ...services(index),
          PORTICO_E2E_FILES: files.join(','),
        })),
      ).then((shardEnvs) =>
        shardEnvs.map((shardEnv, index) =>
          vitest(E2E_CONFIG, report(index), { env: { ...env, ...shardEnv }, log: log(index) }),
        ),
      ),
    ),
  )
  for (let index = 1; index < shards.length; index++) {
    console.log(`\n== e2e, shard ${index + 1} (its own stack on free ports)\n`)
    console.log(readFileSync(log(index), 'utf8'))
  }
  for (let index = 0; index < shards.length; index++)
    count(`e2e (shard ${index + 1})`, codes[index], report(index))
  saveE2eSeconds(shards.map((_, index) => report(index)))
}

if (mode === 'unit') await runUnit()
if (mode === 'integration') await runIntegration()
if (mode === 'e2e') {
  prepareStack()
  const built = await buildPackagesOnce()
  if (built === 0) await runE2e()
  else exitCode ||= built
}
if (mode === 'all') {
  // The unit tier beside the builds (a stream that waits on a build leaves the cores to the other), then
  // the integration tier, then the e2e shards. The integration tier once ran beside the e2e shards: on
  // two cores its chains, servers and timers starved there, and hang guards of minutes timed out.
  const [prepared] = await Promise.all([prepareStackInChild(), runUnit()])
  await runIntegration()
  if (prepared === 0) await runE2e()
  else {
    console.error('Preparing the e2e stack failed; the e2e tier did not run.')
    exitCode ||= prepared
  }
}

console.log(
  `\ntiers: ${Object.entries(seconds)
    .map(([name, value]) => `${name} ${value} s`)
    .join(', ')}`,
)
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(exitCode)
