// The published libraries, in dependency order, for the build, the package checks and the consumer test.
// @portico/server and @portico/relay publish as Node programs (PROGRAMS) built the same way: their bins
// run dist/ (docs/deploy.md); @portico/devnet and @portico/standins are private dev tools.
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

/** The published Node programs (a bin each), built with the libraries; they depend on some of them. */
export const PROGRAMS = ['relay', 'server']

/** The parsed package.json of packages/<name>. */
export function readPackage(name) {
  return JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8'))
}
