#!/usr/bin/env node
// Runs a build of the packages unless its last run is newer than every source it is built from:
// `packages`, the published packages' dist/ (scripts/buildPackages.mjs), or `html`, @portico/html's
// browser build (packages/html/build.mjs, dist/browser). `npm run pack`, `npm start`'s preparation, the
// tests that run the built bins (the tarball install, the cluster) and the AppKit apps' test all build
// through it, so a test run builds each once, and a second caller never empties a dist/ folder under a
// process that serves or runs it. A lock folder per build keeps two callers from building at once.
// Usage: node scripts/buildPackagesOnce.mjs [packages|html]   (default: packages)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PROGRAMS, PUBLISHED } from './packages.mjs'

const root = new URL('..', import.meta.url).pathname
/** Each build's script. */
const BUILDS = { packages: 'scripts/buildPackages.mjs', html: 'packages/html/build.mjs' }
/** A lock older than this belongs to a run that died: the build itself takes minutes at most. */
const STALE_LOCK_MS = 15 * 60_000

/** Test files and test helpers: no entry of the build imports them. */
const NOT_BUILT = /(\.test\.tsx?$|(^|\/)testing\/)/

/** The newest modification time among the published packages' sources and manifests. */
function newestSource() {
  let newest = statSync(join(root, 'package-lock.json')).mtimeMs
  for (const file of [...Object.values(BUILDS), 'tsconfig.base.json', 'packages/html/vite.config.ts'])
    newest = Math.max(newest, statSync(join(root, file)).mtimeMs)
  for (const name of [...PUBLISHED, ...PROGRAMS]) {
    const folder = join(root, 'packages', name)
    newest = Math.max(newest, statSync(join(folder, 'package.json')).mtimeMs)
    if (!existsSync(join(folder, 'src'))) continue
    for (const file of readdirSync(join(folder, 'src'), { recursive: true }))
      if (!NOT_BUILT.test(String(file)))
        newest = Math.max(newest, statSync(join(folder, 'src', String(file))).mtimeMs)
  }
  return newest
}

/**
 * Runs the build unless its output is fresh; resolves with the build's exit code (0 when nothing
 * needed building).
 *
 * @example
 * if ((await buildPackagesOnce('html')) !== 0) process.exit(1)
 */
export async function buildPackagesOnce(build = 'packages') {
  const script = BUILDS[build]
  if (!script) throw new TypeError(`Unknown build "${build}". Use: ${Object.keys(BUILDS).join(', ')}.`)
  const STAMP = join(root, 'node_modules', `.portico-built-${build}`)
  const LOCK = join(root, 'node_modules', `.portico-build-lock-${build}`)
  const fresh = () => existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSource()
  if (fresh()) return 0
  for (;;) {
    try {
      mkdirSync(LOCK)
      break
    } catch {
      if (existsSync(LOCK) && Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS)
        rmSync(LOCK, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  try {
    if (fresh()) return 0
    // The stamp bears the build's start: a source saved during the build makes the next call build again.
    const started = new Date()
    const run = spawnSync(process.execPath, [join(root, script)], { cwd: root, stdio: 'inherit' })
    if (run.status !== 0) return run.status ?? 1
    writeFileSync(STAMP, `${started.toISOString()}\n`)
    utimesSync(STAMP, started, started)
    return 0
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const build = process.argv[2] ?? 'packages'
  if (!(build in BUILDS)) {
    console.error(`Unknown build "${build}". Use: ${Object.keys(BUILDS).join(', ')}.`)
    process.exit(2)
  }
  process.exit(await buildPackagesOnce(build))
}
