import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const root = new URL('../../../../', import.meta.url).pathname

/**
 * Builds the published packages' dist/ unless the last build is newer than every source
 * (scripts/buildPackagesOnce.mjs, which `npm run pack` and `npm test` use too): the tests that run the
 * built bins (the tarball install, the cluster) call it.
 *
 * @example
 * await buildPackagesOnce()
 * spawn(process.execPath, [SERVER_BIN, '--port', '8787'])
 */
export async function buildPackagesOnce(): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs')], { cwd: root })
}
