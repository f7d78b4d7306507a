// The files `npm start` serves but does not build on the fly: the embedded wallet's vault app
// (packages/auth/dist/vault, served by the server's secure origin), @portico/html's browser build
// (packages/html/dist/browser, served by the demo at /portico/) and the embedded wallet's master key
// (.portico/master.key, never in the database). Two stacks started from one checkout at once (the
// sharded e2e suite) prepare them once first, so neither rewrites a file the other is serving.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

/** Set in a stack's environment when {@link prepareStack} already ran for this checkout. */
export const STACK_PREPARED_ENV = 'PORTICO_STACK_PREPARED'

export const masterKeyFile = join(root, '.portico/master.key')

export function prepareStack() {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: join(root, 'packages/auth'),
      stdio: 'inherit',
    },
  )
  execFileSync(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs'), 'html'], { stdio: 'inherit' })
  mkdirSync(join(root, '.portico'), { recursive: true })
  if (!existsSync(masterKeyFile))
    writeFileSync(masterKeyFile, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
}
