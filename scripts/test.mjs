#!/usr/bin/env node
// Runs the suites and closes with one plain summary line: "tests: N passed, N failed".
// Usage: node scripts/test.mjs [unit|e2e]   (no argument: every suite, unit to e2e)
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { ensureChromium } from './chromium.mjs'

const root = new URL('..', import.meta.url).pathname
const mode = process.argv[2] ?? 'all'
const outDir = join(root, 'node_modules', '.portico-test')
rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })

const suites = []
if (mode === 'all' || mode === 'unit') suites.push({ name: 'unit', args: [] })
if (mode === 'all' || mode === 'e2e') suites.push({ name: 'e2e', args: ['--config', 'e2e/vitest.config.ts'] })
if (suites.length === 0) {
  console.error(`Unknown suite "${mode}". Use: unit, e2e, or nothing for all.`)
  process.exit(2)
}

let passed = 0
let failed = 0
let skipped = 0
let exitCode = 0
for (const suite of suites) {
  if (suite.name === 'e2e') process.env.PORTICO_CHROMIUM = ensureChromium()
  const outputFile = join(outDir, `${suite.name}.json`)
  const result = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      ...suite.args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${outputFile}`,
    ],
    { cwd: root, stdio: 'inherit', env: process.env },
  )
  if (result.status !== 0) exitCode = result.status ?? 1
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + report.numTodoTests
    if (report.numTotalTests === 0) exitCode ||= 1
  } catch {
    failed += 1
    exitCode ||= 1
    console.error(`The ${suite.name} suite wrote no report.`)
  }
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(exitCode)
