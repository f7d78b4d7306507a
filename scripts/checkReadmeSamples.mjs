#!/usr/bin/env node
// Type-checks the ```ts and ```tsx samples of the READMEs that import @portico/*: each becomes a
// module in a .readme-samples/ folder (gitignored) beside its README, compiled with the repo's
// compiler options, so @portico/* and the package's own dependencies (viem…) resolve as they do for
// an app that installs the package. A fence marked `ts no-check` is skipped.
// Usage: node scripts/checkReadmeSamples.mjs
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const SAMPLES = '.readme-samples'

const readmes = [
  'README.md',
  ...['packages', 'apps'].flatMap((folder) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(folder, entry.name, 'README.md')),
  ),
].filter((path) => existsSync(join(root, path)))

const fence = /^```(tsx?)([^\n]*)\n([\s\S]*?)^```$/gm
const samples = []
for (const readme of readmes) {
  const text = readFileSync(join(root, readme), 'utf8')
  for (const match of text.matchAll(fence)) {
    const [, language, info, code] = match
    if (info.split(/\s+/).includes('no-check') || !/from '@portico\//.test(code)) continue
    const line = text.slice(0, match.index).split('\n').length + 1
    const file = join(dirname(readme), SAMPLES, `readme_${line}.${language}`)
    samples.push({ readme, line, file, code })
  }
}

const folders = [...new Set(readmes.map((readme) => join(root, dirname(readme), SAMPLES)))]
const clean = () => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
}
clean()
for (const sample of samples) {
  mkdirSync(dirname(join(root, sample.file)), { recursive: true })
  writeFileSync(join(root, sample.file), sample.code)
}
const project = join(root, SAMPLES, 'tsconfig.json')
mkdirSync(dirname(project), { recursive: true })
writeFileSync(
  project,
  JSON.stringify({ extends: '../tsconfig.base.json', files: samples.map((sample) => `../${sample.file}`) }),
)

const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const result = spawnSync(process.execPath, [tsc, '-p', project, '--pretty', 'false'], {
  cwd: root,
  encoding: 'utf8',
})
// Point each error at the README line it comes from: "packages/evm/README.md:12:7 error TS…".
const output = `${result.stdout}${result.stderr}`.replace(
  /^([^(\s]*\.readme-samples\/[^(\s]+)\((\d+),(\d+)\)/gm,
  (whole, file, line, column) => {
    const sample = samples.find((candidate) => candidate.file === file)
    return sample ? `${sample.readme}:${sample.line + Number(line) - 1}:${column}` : whole
  },
)
if (output.trim()) console.error(output.trim())
if (result.status === 0) clean()
console.log(
  `README samples: ${samples.length} checked in ${readmes.length} READMEs${result.status === 0 ? '' : ', with errors'}`,
)
process.exit(result.status ?? 1)
