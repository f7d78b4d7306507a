/**
 * What Portico's minimal apps weigh, without a browser: the Vite builds `npm run bench -- compare` measures
 * in Chromium, counted two ways (every chunk of the build; what one visitor can load), and the every-chain
 * build taken apart chunk by chunk and package by package, to show where the bytes are.
 */

import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PORTICO, PORTICO_ALL_CHAINS, REACT_ONLY } from './kits/apps.ts'
import { type Built, type BuiltChunk, type Bytes, buildApp, oneVisitor } from './kits/harness.ts'

const outfile = process.argv[2] ?? join(import.meta.dirname, 'results', 'kitSize.md')
const root = join(import.meta.dirname, '..')
const work = join(root, 'node_modules', '.portico-bench', 'kitSize')
const apps = [REACT_ONLY, PORTICO, PORTICO_ALL_CHAINS]

const built = new Map<string, Built>()
for (const app of apps) {
  console.log(`build ${app.id}`)
  // No request is made: the API URL is only compiled in, as the compare bench's server address is.
  built.set(app.id, await buildApp(app, join(work, app.id), 'http://127.0.0.1:8787'))
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const pair = (bytes: Bytes) => `${kib(bytes.gzip)} / ${kib(bytes.brotli)}`
const minus = (a: Bytes, b: Bytes): Bytes => ({ gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli })
const reactOnly = built.get(REACT_ONLY.id)!

const totalsRow = (id: string, label: string) => {
  const output = built.get(id)!
  return `| ${label} | ${pair(output.total)} | ${pair(output.locales)} | ${pair(oneVisitor(output))} | ${pair(minus(output.total, reactOnly.total))} | ${pair(minus(oneVisitor(output), oneVisitor(reactOnly)))} |`
}

/** The package a module belongs to, with its version; a nested copy says whose it is. */
const versions = new Map<string, string>()
function packageOf(id: string): string {
  const workspace = id.match(/[\\/]packages[\\/]([^\\/]+)[\\/]src[\\/]/)
  if (workspace && !id.includes('node_modules')) return `@portico/${workspace[1]}`
  const at = id.lastIndexOf('node_modules/')
  if (at < 0) return '(the app and the bundler runtime)'
  const rest = id.slice(at + 'node_modules/'.length).split('/')
  const name = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  const dir = id.slice(0, at + 'node_modules/'.length) + name
  if (!versions.has(dir)) {
    let version = '?'
    try {
      version = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version
    } catch {}
    versions.set(dir, version)
  }
  const owner = id.slice(0, at).match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/$/)?.[1]
  return `${name}@${versions.get(dir)}${owner ? ` (${owner}'s copy)` : ''}`
}

/** A chunk's gzip bytes shared among its modules in proportion to their rendered length. */
function moduleShares(chunk: BuiltChunk): [string, number][] {
  const length = [...chunk.modules.values()].reduce((sum, value) => sum + value, 0) || 1
  return [...chunk.modules].map(([id, rendered]) => [id, (chunk.bytes.gzip * rendered) / length])
}
const shortId = (id: string) =>
  id
    .replace(/.*node_modules\//, '')
    .replace(/.*[\\/]packages[\\/]/, 'packages/')
    .replace(/^.*[\\/]bench[\\/]/, 'bench/')

const all = built.get(PORTICO_ALL_CHAINS.id)!
const chunks = [...all.chunks].sort((a, b) => b.bytes.gzip - a.bytes.gzip)
const TOP_CHUNKS = 30
const chunkRow = (chunk: BuiltChunk) => {
  const top = moduleShares(chunk)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([id, share]) => `${shortId(id)} ${kib(share)}`)
    .join(', ')
  return `| ${chunk.name} | ${chunk.kind} | ${kib(chunk.bytes.gzip)} | ${top} |`
}
const rest = chunks.slice(TOP_CHUNKS)
const restGzip = rest.reduce((sum, chunk) => sum + chunk.bytes.gzip, 0)

const byPackage = new Map<string, number>()
for (const chunk of all.chunks)
  for (const [id, share] of moduleShares(chunk))
    byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + share)
const packages = [...byPackage].sort((a, b) => b[1] - a[1])
const TOP_PACKAGES = 30

/**
 * What each lazy entry alone brings: the gzip bytes of the chunks a page can reach only through it
 * (following static imports and `import()` from the entry chunks; translated messages left out), that
 * is what the every-chain build would lose if nothing imported it. Entries that share a chunk do not
 * count it, so the rows do not add up to the total.
 */
function exclusiveBytes(output: Built): [BuiltChunk, number][] {
  const byFile = new Map(output.chunks.map((chunk) => [chunk.fileName, chunk]))
  const reachable = (blocked: string | null) => {
    const seen = new Set<string>()
    const visit = (fileName: string) => {
      if (fileName === blocked || seen.has(fileName)) return
      seen.add(fileName)
      const chunk = byFile.get(fileName)!
      for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next)
    }
    for (const chunk of output.chunks) if (chunk.kind === 'initial') visit(chunk.fileName)
    let gzip = 0
    for (const fileName of seen) if (!byFile.get(fileName)!.locale) gzip += byFile.get(fileName)!.bytes.gzip
    return gzip
  }
  const everything = reachable(null)
  return output.chunks
    .filter((chunk) => chunk.kind === 'lazy entry' && !chunk.locale)
    .map((chunk): [BuiltChunk, number] => [chunk, everything - reachable(chunk.fileName)])
    .sort((a, b) => b[1] - a[1])
}
const TOP_ENTRIES = 25
const exclusive = exclusiveBytes(all)

const overReact = all.total.gzip - reactOnly.total.gzip
const overReactOneVisitor = oneVisitor(all).gzip - oneVisitor(reactOnly).gzip
const section = `## kit-size: what Portico's minimal apps weigh, every chunk and one visitor

Command: \`npm run bench -- kitSize\` (builds only, no browser). Measured ${new Date().toISOString()}.

The apps of \`npm run bench -- compare\` (bench/anchors/apps/<name>/main.tsx), built the same way (Vite production build, @portico/* from the workspace sources, React bundled). KiB gzip -9 / brotli. Every chunk = every JS file of the build. Translated messages = the chunks that hold only @portico/react's messages of the 12 translated locales (one pair per locale: the first views' texts and the lazy views' texts, which come with the order of the errors' ids, one chunk all locales share); a visitor's page loads the pair of its locale at most, and none in English, whose texts ship inline in the views. One visitor = every chunk but those: every view and every chain, in English, which is everything one visitor can load; in another locale it is that locale's pair more (the largest pair, ${largestLocalePair(all)}).

| app | every chunk | translated messages | one visitor (en) | every chunk, over the React-only page | one visitor (en), over the React-only page |
|---|---|---|---|---|---|
${apps.map((app) => totalsRow(app.id, app.label)).join('\n')}

Issue #11's target "total kit JS with every view and all chains ≤ 150 KiB gzip over the React-only page": ${kib(overReact)} KiB counting every chunk (${overReact <= 150 * 1024 ? 'met' : 'not met'}), ${kib(overReactOneVisitor)} KiB counting what one visitor can load (${overReactOneVisitor <= 150 * 1024 ? 'met' : 'not met'}). The anchors' totals (1,095–1,214 KiB in \`npm run bench:anchors\`) count every chunk of their builds.

Where the every-chain build's ${kib(all.total.gzip)} KiB gzip are, chunk by chunk (the ${TOP_CHUNKS} largest of ${chunks.length}; initial = the entry chunk and its static imports, lazy entry = a dynamic import's own chunk, shared = a chunk lazy entries share). A chunk's three largest modules, with a share of the chunk's gzip bytes in proportion to their rendered (tree-shaken, unminified) length:

| chunk | kind | gzip KiB | largest modules (KiB, approximate) |
|---|---|---|---|
${chunks.slice(0, TOP_CHUNKS).map(chunkRow).join('\n')}
| ${rest.length} more chunks | | ${kib(restGzip)} | |

The same bytes by package (shares as above, so approximate; a nested copy names the package whose node_modules holds it):

| package | gzip KiB |
|---|---|
${packages
  .slice(0, TOP_PACKAGES)
  .map(([name, share]) => `| ${name} | ${kib(share)} |`)
  .join('\n')}
${packages.length > TOP_PACKAGES ? `| ${packages.length - TOP_PACKAGES} more packages | ${kib(packages.slice(TOP_PACKAGES).reduce((sum, [, share]) => sum + share, 0))} |\n` : ''}
What each lazy entry alone brings to the every-chain build, one visitor (en): the gzip bytes of the chunks a page reaches only through that \`import()\` (its own chunk and the chunks nothing else leads to), so what the build would lose without it. The ${TOP_ENTRIES} largest of ${exclusive.length}; shared chunks count for no entry, so the rows do not add up:

| lazy entry | module | gzip KiB reachable only through it |
|---|---|---|
${exclusive
  .slice(0, TOP_ENTRIES)
  .map(([chunk, gzip]) => `| ${chunk.name} | ${chunk.facade ? shortId(chunk.facade) : ''} | ${kib(gzip)} |`)
  .join('\n')}
`

/** The largest locale's pair of chunks, with the errors' id order that every locale's views texts load. */
function largestLocalePair(output: Built): string {
  const pairs = new Map<string, number>()
  let shared = 0
  for (const chunk of output.chunks) {
    const ids = [...chunk.modules.keys()]
    if (!ids.every((id) => id.includes('messages'))) continue
    const name = ids[0]?.match(/[\\/]messages[\\/]locales[\\/](\w+?)(?:\.views)?\.ts$/)?.[1]
    if (name === 'errorMessageIds') shared += chunk.bytes.gzip
    else if (name) pairs.set(name, (pairs.get(name) ?? 0) + chunk.bytes.gzip)
  }
  const [locale, gzip] = [...pairs].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0]
  return `${locale}, ${kib(gzip + shared)} KiB gzip`
}

writeFileSync(outfile, section)
console.log(section)
console.log(`Wrote ${outfile}`)
