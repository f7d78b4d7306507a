#!/usr/bin/env node
// Runs every bench/*.bench.ts (or one: `npm run bench -- server`) and assembles bench/RESULTS.md
// from the Markdown section each one writes to bench/results/<name>.md. `--anchors` (npm run
// bench:anchors) instead installs bench/anchors and runs bench/compare.bench.ts with the anchor kits
// into bench/results/anchors.md; further `--` flags (e.g. `--runs=7`) go to that bench.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const benchDir = join(root, 'bench')
const resultsDir = join(benchDir, 'results')
const anchorsDir = join(benchDir, 'anchors')
mkdirSync(resultsDir, { recursive: true })

const args = process.argv.slice(2)
const anchors = args.includes('--anchors')
const flags = args.filter((arg) => arg.startsWith('--') && arg !== '--anchors')
const only = args.filter((arg) => !arg.startsWith('--'))
const all = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''))
  .sort()

const run = (command, commandArgs, cwd) =>
  spawnSync(command, commandArgs, { cwd, stdio: 'inherit' }).status === 0

let failed = false
if (anchors) {
  console.log('\n# bench/anchors: installing the anchor kits')
  const install = existsSync(join(anchorsDir, 'package-lock.json')) ? 'ci' : 'install'
  if (!run('npm', [install, '--no-audit', '--no-fund'], anchorsDir)) process.exit(1)
  console.log('\n# bench: compare --anchors')
  failed = !run(
    'npx',
    [
      'tsx',
      '--conditions=portico-source',
      join(benchDir, 'compare.bench.ts'),
      join(resultsDir, 'anchors.md'),
      '--anchors',
      ...flags,
    ],
    root,
  )
} else {
  const selected = only.length > 0 ? all.filter((name) => only.includes(name)) : all
  for (const name of selected) {
    console.log(`\n# bench: ${name}`)
    if (
      !run(
        'npx',
        [
          'tsx',
          '--conditions=portico-source',
          join(benchDir, `${name}.bench.ts`),
          join(resultsDir, `${name}.md`),
        ],
        root,
      )
    )
      failed = true
  }
}

const sections = [...all, 'anchors']
  .sort()
  .filter((name) => existsSync(join(resultsDir, `${name}.md`)))
  .map((name) => readFileSync(join(resultsDir, `${name}.md`), 'utf8').trim())
const header = [
  '# Benchmark results',
  '',
  'Produced by `npm run bench` (one benchmark: `npm run bench -- NAME`; the anchor kits side by side:',
  `\`npm run bench:anchors\`) on this machine: ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB,`,
  `Node ${process.version}. Each section says when it was measured.`,
  '',
].join('\n')
writeFileSync(join(benchDir, 'RESULTS.md'), `${header}\n${sections.join('\n\n')}\n`)
console.log('\nWrote bench/RESULTS.md')
process.exit(failed ? 1 : 0)
