#!/usr/bin/env node
// Builds the published libraries and programs (@portico/relay, @portico/server) to ESM JavaScript plus .d.ts in each package's dist/, with one
// TypeScript program over all of them (one type check, no bundling: every module and every lazy
// `import()` stays a module of its own, so the dapp's bundler splits chunks as the workspace does).
// The entries are the `exports` map's "portico-source" targets; `types` and `default` must name the
// matching dist/ files (the build fails otherwise). @portico/react's entry is marked 'use client'.
// Usage: node scripts/buildPackages.mjs
import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { PUBLISHED as LIBRARIES, PROGRAMS, readPackage, root } from './packages.mjs'

const PUBLISHED = [...LIBRARIES, ...PROGRAMS]

const work = join(root, 'node_modules', '.portico-build')
const out = join(work, 'out')
rmSync(work, { recursive: true, force: true })
mkdirSync(work, { recursive: true })

const distOf = (source, extension) => source.replace(/^\.\/src\//, './dist/').replace(/\.tsx?$/, extension)
const problems = []
const files = []
const paths = {}
for (const name of PUBLISHED) {
  const pkg = readPackage(name)
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    const source = target?.['portico-source']
    if (typeof source !== 'string' || !source.startsWith('./src/')) {
      problems.push(`${pkg.name} "${subpath}": needs a "portico-source" target under ./src/`)
      continue
    }
    const expected = {
      'portico-source': source,
      types: distOf(source, '.d.ts'),
      default: distOf(source, '.js'),
    }
    if (JSON.stringify(target) !== JSON.stringify(expected))
      problems.push(`${pkg.name} "${subpath}": expected ${JSON.stringify(expected)}`)
    files.push(join(root, 'packages', name, source))
  }
  // Subpath imports (#websocket, a program's #cli): every source target is an entry; the type check sees
  // the default one of those with several (only the bins, plain JavaScript, import #cli).
  for (const [specifier, target] of Object.entries(pkg.imports ?? {})) {
    const sources = target['portico-source']
    const list = typeof sources === 'string' ? [sources] : Object.values(sources)
    files.push(...list.map((source) => join(root, 'packages', name, source)))
    if (typeof sources !== 'string') paths[specifier] = [join(root, 'packages', name, list.at(-1))]
  }
}
if (problems.length > 0) {
  console.error(
    `Fix these exports (see docs/architecture.md, "Packages and builds"):\n${problems.join('\n')}`,
  )
  process.exit(1)
}

const tsconfig = join(work, 'tsconfig.json')
writeFileSync(
  tsconfig,
  JSON.stringify(
    {
      extends: join(root, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        allowImportingTsExtensions: false,
        rewriteRelativeImportExtensions: true,
        declaration: true,
        declarationMap: true,
        // `npm run typecheck` checks these sources; the build only emits them, a third less CPU.
        noCheck: true,
        sourceMap: true,
        rootDir: join(root, 'packages'),
        outDir: out,
        paths,
      },
      files,
    },
    null,
    2,
  ),
)
const started = Date.now()
const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', tsconfig], {
  stdio: 'inherit',
})
if (tsc.status !== 0) process.exit(tsc.status ?? 1)

const emitted = readdirSync(out).filter((name) => !PUBLISHED.includes(name))
if (emitted.length > 0) {
  console.error(`The published libraries import unpublished packages' sources: ${emitted.join(', ')}`)
  process.exit(1)
}

const RELATIVE_TS = /(from\s+|import\()(['"])(\.{1,2}\/[^'"]+?)\.tsx?\2/g

/** Moves every file under `from` to `to`, pointing source maps at the sources from their new place. */
function move(from, to) {
  for (const entry of readdirSync(from)) {
    const source = join(from, entry)
    const target = join(to, entry)
    if (statSync(source).isDirectory()) {
      move(source, target)
      continue
    }
    mkdirSync(dirname(target), { recursive: true })
    if (entry.endsWith('.map')) {
      const map = JSON.parse(readFileSync(source, 'utf8'))
      map.sources = map.sources.map((path) => relative(dirname(target), resolve(dirname(source), path)))
      writeFileSync(target, JSON.stringify(map))
    } else if (entry.endsWith('.d.ts')) {
      // tsc keeps the sources' `./x.ts` specifiers in declarations; the published ones name `./x.js`.
      const code = readFileSync(source, 'utf8').replace(RELATIVE_TS, '$1$2$3.js$2')
      writeFileSync(target, code)
    } else renameSync(source, target)
  }
}

for (const name of PUBLISHED) {
  const dist = join(root, 'packages', name, 'dist')
  // dist/vault (@portico/auth's vault app) and dist/browser (@portico/html's one-file browser build) come
  // from their own `vite build`s, not from this one.
  if (existsSync(dist))
    for (const entry of readdirSync(dist))
      if (entry !== 'vault' && entry !== 'browser')
        rmSync(join(dist, entry), { recursive: true, force: true })
  move(join(out, name, 'src'), dist)
}
const reactEntry = join(root, 'packages', 'react', 'dist', 'index.js')
writeFileSync(reactEntry, `'use client'\n${readFileSync(reactEntry, 'utf8')}`)
console.log(`built ${PUBLISHED.length} packages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
