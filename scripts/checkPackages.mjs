#!/usr/bin/env node
// Builds the published libraries, packs each with `npm pack` and checks every tarball with publint
// (strict: warnings fail) and Are the Types Wrong (ESM-only profile: CommonJS resolutions are out of
// scope, the packages are ESM-only). Exits non-zero on any problem.
// Usage: node scripts/checkPackages.mjs [--out DIR]   (DIR keeps the tarballs; default: a temporary one)
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { PUBLISHED, readPackage, root } from './packages.mjs'

const TEST_CODE = /(^|\/)(testing|test)\/|\.test\.tsx?$/
const outIndex = process.argv.indexOf('--out')
const out = outIndex === -1 ? mkdtempSync(join(tmpdir(), 'portico-pack-')) : process.argv[outIndex + 1]
mkdirSync(out, { recursive: true })

const started = Date.now()
const build = spawnSync(process.execPath, [join(root, 'scripts/buildPackages.mjs')], { stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)

const names = PUBLISHED.map((name) => readPackage(name).name)
const pack = spawnSync(
  'npm',
  ['pack', '--json', '--pack-destination', out, ...names.map((name) => `--workspace=${name}`)],
  { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
)
if (pack.status !== 0) process.exit(pack.status ?? 1)
const packed = JSON.parse(pack.stdout)
const tarballs = packed.map((entry) => ({
  name: entry.name,
  file: join(out, entry.filename),
  // A published package ships no test code: no test files, no testing helpers (docs/architecture.md).
  testCode: entry.files.map((file) => file.path).filter((path) => TEST_CODE.test(path)),
}))

// attw's esm-only profile: node10 and node16 CommonJS resolutions are not checked.
const IGNORED_RESOLUTIONS = ['node10', 'node16-cjs']
let problems = 0
for (const { name, file, testCode } of tarballs) {
  const data = readFileSync(file)
  const lint = await publint({
    pack: { tarball: data.buffer.slice(data.byteOffset, data.byteOffset + data.length) },
    strict: true,
  })
  const attw = await checkPackage(createPackageFromTarballData(new Uint8Array(data)))
  const found = [
    ...testCode.map((path) => `test code in the tarball: ${path}`),
    ...lint.messages.map((message) => `publint ${message.type}: ${formatMessage(message, lint.pkg)}`),
    ...(attw.types === false ? ['attw: the package ships no types'] : []),
    ...(attw.problems ?? [])
      .filter((problem) => !IGNORED_RESOLUTIONS.includes(problem.resolutionKind))
      .map((problem) =>
        `attw ${problem.kind}: ${problem.entrypoint ?? ''} ${problem.resolutionKind ?? ''} ${problem.moduleSpecifier ?? ''}`.trim(),
      ),
  ]
  problems += found.length
  console.log(`${found.length === 0 ? 'ok ' : 'FAIL'} ${name} (${file})`)
  for (const line of found) console.log(`     ${line}`)
}
if (outIndex === -1) rmSync(out, { recursive: true, force: true })
console.log(
  `${tarballs.length} packages packed and checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${problems} problems`,
)
process.exit(problems === 0 ? 0 : 1)
