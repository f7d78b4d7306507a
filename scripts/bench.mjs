#!/usr/bin/env node
// Runs every bench/*.bench.ts (or one: `npm run bench -- server`) and assembles bench/RESULTS.md
// from the Markdown section each one writes to bench/results/<name>.md.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const benchDir = join(root, 'bench')
const resultsDir = join(benchDir, 'results')
mkdirSync(resultsDir, { recursive: true })

const only = process.argv.slice(2)
const all = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''))
  .sort()
const selected = only.length > 0 ? all.filter((name) => only.includes(name)) : all

let failed = false
for (const name of selected) {
  console.log(`\n# bench: ${name}`)
  const result = spawnSync(
    'npx',
    ['tsx', join(benchDir, `${name}.bench.ts`), join(resultsDir, `${name}.md`)],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) failed = true
}

const sections = all
  .filter((name) => existsSync(join(resultsDir, `${name}.md`)))
  .map((name) => readFileSync(join(resultsDir, `${name}.md`), 'utf8').trim())
const header = [
  '# Benchmark results',
  '',
  'Produced by `npm run bench` (one benchmark: `npm run bench -- NAME`) on this machine: 2 cores, 24 GiB,',
  `Node ${process.version}. Each section says when it was measured.`,
  '',
].join('\n')
writeFileSync(join(benchDir, 'RESULTS.md'), `${header}\n${sections.join('\n\n')}\n`)
console.log('\nWrote bench/RESULTS.md')
process.exit(failed ? 1 : 0)
