// The published libraries, in dependency order, for the build, the package checks and the consumer test.
// @portico/server and @portico/relay publish as Node programs that run their TypeScript sources through
// tsx (their bins); @portico/devnet and @portico/standins are private dev tools.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const root = new URL('..', import.meta.url).pathname

export const PUBLISHED = [
  'core',
  'walletconnect',
  'auth',
  'evm',
  'solana',
  'bitcoin',
  'react',
  'html',
  'appkit',
]

/** The parsed package.json of packages/<name>. */
export function readPackage(name) {
  return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
}
