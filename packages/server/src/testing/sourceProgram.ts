import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Node arguments that run a program's bin from its TypeScript sources, as the workspace does (the
 * "portico-source" condition picks the `#cli` import's source target, tsx loads it); the published
 * package's bin runs dist/ with no arguments. tsx is named by URL so any working directory works.
 */
export const SOURCE_NODE_ARGS = [
  '--conditions=portico-source',
  '--import',
  pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href,
]

/** The `portico-server` bin. */
export const SERVER_BIN = fileURLToPath(new URL('../../bin/porticoServer.js', import.meta.url))
