#!/usr/bin/env node
// Runs the suites and closes with one plain summary line: "tests: N passed, N failed".
// Usage: node scripts/test.mjs [unit|e2e]   (no argument: every suite, unit to e2e)
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'
import { prepareStack, STACK_PREPARED_ENV } from './prepareStack.mjs'

const root = new URL('..', import.meta.url).pathname
const mode = process.argv[2] ?? 'all'
const outDir = join(root, 'node_modules', '.portico-test')
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

const E2E_CONFIG = ['--config', 'e2e/vitest.config.ts']
// The e2e files' time in seconds in a CI run, for splitting them between the two shards; a file not
// listed counts as a minute. Measured on CI's two cores with both shards running.
const E2E_SECONDS = {
  'consumer.e2e.ts': 265,
  'appkit.e2e.ts': 240,
  'siwx.e2e.ts': 140,
  'auth.e2e.ts': 136,
  'smartSessions.e2e.ts': 133,
  'evm.e2e.ts': 108,
  'modal.e2e.ts': 89,
  'locales.e2e.ts': 73,
  'walletConnect.e2e.ts': 72,
  'bitcoin.e2e.ts': 59,
  'smartAccount.e2e.ts': 53,
  'buy.e2e.ts': 49,
  'page.e2e.ts': 49,
  'solana.e2e.ts': 49,
  'send.e2e.ts': 47,
  'authSolana.e2e.ts': 46,
  'swap.e2e.ts': 45,
  'names.e2e.ts': 31,
  'authFarcasterBack.e2e.ts': 20,
  'activity.e2e.ts': 17,
  'html.e2e.ts': 16,
  'authLocales.e2e.ts': 13,
  'headless.e2e.ts': 12,
  'profileWallets.e2e.ts': 12,
  'ssr.e2e.ts': 11,
}
// The second shard's stack: every port 5000 above its default, its own PGlite folder and no Redis
// (the first shard uses CI's PostgreSQL and Redis when they are set).
const SHARD_2_ENV = {
  PORTICO_SERVER_PORT: '13787',
  PORTICO_VAULT_PORT: '13788',
  PORTICO_FARCASTER_PORT: '13789',
  PORTICO_DEMO_PORT: '10173',
  PORTICO_WALLET_PORT: '10174',
  PORTICO_DEVNET_A_PORT: '13545',
  PORTICO_DEVNET_B_PORT: '13546',
  PORTICO_SOLANA_PORT: '13899',
  PORTICO_BITCOIN_PORT: '8002',
  PORTICO_BUNDLER_PORT: '9337',
  PORTICO_SMTP_PORT: '7525',
  PORTICO_MAIL_PORT: '13025',
  PORTICO_OIDC_PORT: '14090',
  PORTICO_DATA_DIR: join(root, '.portico', 'db-e2e-2'),
  DATABASE_URL: '',
  REDIS_URL: '',
}

/** Splits the e2e files into two shards of about equal expected time, longest first. */
function e2eShards() {
  const files = readdirSync(join(root, 'e2e')).filter((file) => file.endsWith('.e2e.ts'))
  const seconds = (file) => E2E_SECONDS[file] ?? 60
  const shards = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ]
  for (const file of files.sort((a, b) => seconds(b) - seconds(a))) {
    const lighter = shards[0].seconds <= shards[1].seconds ? shards[0] : shards[1]
    lighter.files.push(file)
    lighter.seconds += seconds(file)
  }
  return shards.map((shard) => shard.files)
}

/** Runs Vitest to its end; resolves with its exit code. `log`: write its output there instead of here. */
function vitest(args, outputFile, { env = process.env, log } = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      'npx',
      ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
      { cwd: root, env, stdio: log ? ['ignore', openSync(log, 'w'), openSync(log, 'a')] : 'inherit' },
    )
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

if (!['all', 'unit', 'e2e'].includes(mode)) {
  console.error(`Unknown suite "${mode}". Use: unit, e2e, or nothing for all.`)
  process.exit(2)
}
if (mode === 'all' || mode === 'unit') {
  const outputFile = join(outDir, 'unit.json')
  count('unit', await vitest([], outputFile), outputFile)
}
if (mode === 'all' || mode === 'e2e') {
  // Two shards at once, each on its own stack: most of an e2e test's time is spent waiting on
  // animations, blocks and polls, so two of them share two cores well.
  // The demo and the dev wallet as production builds: a page then loads in a few requests instead of
  // one per source module, which on two cores was most of a browser test's time.
  const env = {
    ...process.env,
    PORTICO_CHROMIUM: ensureChromium(),
    PORTICO_APPS: 'build',
    [STACK_PREPARED_ENV]: '1',
  }
  prepareStack()
  const [first, second] = e2eShards()
  const secondLog = join(outDir, 'e2e-2.log')
  const codes = await Promise.all([
    vitest(E2E_CONFIG, join(outDir, 'e2e-1.json'), { env: { ...env, PORTICO_E2E_FILES: first.join(',') } }),
    vitest(E2E_CONFIG, join(outDir, 'e2e-2.json'), {
      env: { ...env, ...SHARD_2_ENV, PORTICO_E2E_FILES: second.join(',') },
      log: secondLog,
    }),
  ])
  console.log(`\n== e2e, second shard (its own stack on ports 5000 above the defaults)\n`)
  console.log(readFileSync(secondLog, 'utf8'))
  count('e2e (first shard)', codes[0], join(outDir, 'e2e-1.json'))
  count('e2e (second shard)', codes[1], join(outDir, 'e2e-2.json'))
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(exitCode)
