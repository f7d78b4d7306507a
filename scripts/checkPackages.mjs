#!/usr/bin/env node
// Packs the published libraries as `npm run pack` does (scripts/packPackages.mjs: the same folder, the
// same tarballs) and checks every library tarball with publint (strict: warnings fail) and Are the Types
// Wrong (ESM-only profile: CommonJS resolutions are out of scope, the packages are ESM-only), and that
// the browser build's tarball holds portico.js. Exits non-zero on any problem.
// Usage: node scripts/checkPackages.mjs [--out DIR]   (DIR keeps the tarballs; default: a temporary one)
//        node scripts/checkPackages.mjs --from DIR    (checks the tarballs `npm run pack` already wrote there)
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { root } from './packages.mjs'

const TEST_CODE = /(^|\/)(testing|test)\/|\.test\.tsx?$/

/** The file paths in a .tgz (ustar headers: name at 0, size in octal at 124, prefix at 345), without `package/`. */
function tarPaths(file) {
  const tar = gunzipSync(readFileSync(file))
  const text = (start, length) => tar.toString('utf8', start, start + length).replace(/\0.*$/s, '')
  const paths = []
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0; ) {
    const prefix = text(offset + 345, 155)
    paths.push(`${prefix ? `${prefix}/` : ''}${text(offset, 100)}`.replace(/^package\//, ''))
    offset += 512 + Math.ceil(Number.parseInt(text(offset + 124, 12).trim() || '0', 8) / 512) * 512
  }
  return paths
}
const option = (name) =>
  process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined
const from = option('--from')
const out = from ?? option('--out') ?? mkdtempSync(join(tmpdir(), 'portico-pack-'))
const temporary = from === undefined && option('--out') === undefined

const started = Date.now()
if (from === undefined) {
  const pack = spawnSync(process.execPath, [join(root, 'scripts/packPackages.mjs'), '--out', out], {
    stdio: 'inherit',
  })
  if (pack.status !== 0) process.exit(pack.status ?? 1)
}
const files = readdirSync(out).filter((file) => file.endsWith('.tgz'))
const browser = files.find((file) => file.startsWith('portico-html-browser-'))
const tarballs = files
  .filter((file) => file !== browser)
  .map((file) => {
    const paths = tarPaths(join(out, file))
    return {
      name: file.replace(/-\d+\.\d+\.\d+\.tgz$/, ''),
      file: join(out, file),
      // A published package ships no test code: no test files, no testing helpers (docs/architecture.md).
      testCode: paths.filter((path) => TEST_CODE.test(path)),
    }
  })

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
// A tar's member names sit at the start of each 512-byte header; the build's entry must be among them.
const browserHasEntry =
  browser !== undefined && gunzipSync(readFileSync(join(out, browser))).includes('package/dist/portico.js')
console.log(`${browserHasEntry ? 'ok ' : 'FAIL'} ${browser ?? 'no browser build tarball'}`)
if (!browserHasEntry) problems++
if (temporary) rmSync(out, { recursive: true, force: true })
console.log(
  `${tarballs.length + 1} packages packed and checked in ${((Date.now() - started) / 1000).toFixed(1)} s: ${problems} problems`,
)
process.exit(problems === 0 ? 0 : 1)
