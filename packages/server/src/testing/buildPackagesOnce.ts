import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

const root = new URL('../../../../', import.meta.url).pathname
const STAMP = join(root, 'node_modules', '.portico-built')
const LOCK = join(root, 'node_modules', '.portico-build-lock')
/** A lock older than this belongs to a run that died: the build itself takes minutes at most. */
const STALE_LOCK_MS = 15 * 60_000

/** Test files and test helpers: no entry of the build imports them. */
const NOT_BUILT = /(\.test\.tsx?$|(^|\/)testing\/)/

/** The newest modification time among the built packages' sources and manifests. */
function newestSource(): number {
  let newest = statSync(join(root, 'package-lock.json')).mtimeMs
  for (const name of readdirSync(join(root, 'packages'))) {
    const folder = join(root, 'packages', name)
    const manifest = join(folder, 'package.json')
    if (!existsSync(manifest)) continue
    newest = Math.max(newest, statSync(manifest).mtimeMs)
    if (!existsSync(join(folder, 'src'))) continue
    for (const file of readdirSync(join(folder, 'src'), { recursive: true }))
      if (!NOT_BUILT.test(String(file)))
        newest = Math.max(newest, statSync(join(folder, 'src', String(file))).mtimeMs)
  }
  return newest
}

const fresh = () => existsSync(STAMP) && statSync(STAMP).mtimeMs >= newestSource()

/**
 * Builds the published packages' dist/ (scripts/buildPackages.mjs) unless the last build is newer than
 * every source. The tests that run the built bins (the tarball install, the cluster) call it; a lock
 * folder keeps two Vitest workers from building into the same folders at once.
 *
 * @example
 * await buildPackagesOnce()
 * spawn(process.execPath, [SERVER_BIN, '--port', '8787'])
 */
export async function buildPackagesOnce(): Promise<void> {
  if (fresh()) return
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
    if (fresh()) return
    // The stamp bears the build's start: a source saved during the build makes the next call build again.
    const started = new Date()
    await promisify(execFile)(process.execPath, [join(root, 'scripts/buildPackages.mjs')], { cwd: root })
    writeFileSync(STAMP, `${started.toISOString()}\n`)
    utimesSync(STAMP, started, started)
  } finally {
    rmSync(LOCK, { recursive: true, force: true })
  }
}
