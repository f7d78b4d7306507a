#!/usr/bin/env node
// Installs Portico without a registry: builds the published libraries and programs and @portico/html's
// browser build (each unless it is newer than every source: scripts/buildPackagesOnce.mjs), packs every library and program
// (@portico/relay, @portico/server) with `npm pack` and the browser build as a tarball of its own
// (@portico/html-browser: portico.js and its chunks under dist/), all into one folder, and prints the
// `npm install` lines the docs pages use (docs/vite.md, nextjs.md, wagmi.md, html.md, deploy.md).
// Usage: npm run pack [-- --out DIR]   (default DIR: portico-packages/ in the folder it is typed in)
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { PROGRAMS, PUBLISHED, readPackage, root } from './packages.mjs'

/** The browser build's package: a folder of ES modules to serve as static files, nothing to import. */
export const BROWSER_PACKAGE = '@portico/html-browser'

// `npm run` starts scripts in the repository's root; the folder is relative to where it was typed.
const cwd = process.env.INIT_CWD ?? process.cwd()
const outIndex = process.argv.indexOf('--out')
const out = resolve(cwd, outIndex === -1 ? 'portico-packages' : process.argv[outIndex + 1])
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })

/** Runs a step to its end, stopping the script with its exit code when it fails. */
function step(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.status !== 0) process.exit(result.status ?? 1)
  return result
}

const started = Date.now()
step(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs')])
step(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs'), 'html'])

/** Packs workspaces into the folder: their tarballs' file names by package name. */
function pack(folders) {
  const names = folders.map((folder) => readPackage(folder).name)
  const packed = step(
    'npm',
    ['pack', '--json', '--pack-destination', out, ...names.map((name) => `--workspace=${name}`)],
    { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
  )
  return new Map(JSON.parse(packed.stdout).map((entry) => [entry.name, entry.filename]))
}

const packedLibraries = pack(PUBLISHED)
const libraries = [...packedLibraries.values()]
const programs = pack(PROGRAMS)
const tarballs = new Map([...packedLibraries, ...programs])

const html = readPackage('html')
const staging = join(root, 'node_modules', '.portico-build', 'html-browser')
rmSync(staging, { recursive: true, force: true })
cpSync(join(root, 'packages/html/dist/browser'), join(staging, 'dist'), { recursive: true })
cpSync(join(root, 'packages/html/LICENSE'), join(staging, 'LICENSE'))
writeFileSync(
  join(staging, 'package.json'),
  `${JSON.stringify(
    {
      name: BROWSER_PACKAGE,
      version: html.version,
      description: `${html.name}'s browser build: portico.js and its chunks, served as static files (no build step).`,
      license: html.license,
      files: ['dist'],
    },
    null,
    2,
  )}\n`,
)
writeFileSync(
  join(staging, 'README.md'),
  `# ${BROWSER_PACKAGE}\n\n${html.name} for a page without a build step: serve \`dist/\` from your own origin\n(e.g. \`cp -r node_modules/${BROWSER_PACKAGE}/dist public/portico\`) and import \`portico.js\`. See docs/html.md.\n`,
)
const browser = JSON.parse(
  step('npm', ['pack', '--json', '--pack-destination', out, staging], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  }).stdout,
)[0].filename

/** The tarballs a program installs with: its own and those of the @portico packages it depends on, in order. */
function withDependencies(folders) {
  const needed = new Set()
  const visit = (name) => {
    if (needed.has(name)) return
    const folder = [...PUBLISHED, ...PROGRAMS].find((folder) => readPackage(folder).name === name)
    for (const dependency of Object.keys(readPackage(folder).dependencies ?? {}))
      if (dependency.startsWith('@portico/')) visit(dependency)
    needed.add(name)
  }
  for (const folder of folders) visit(readPackage(folder).name)
  return [...needed].map((name) => tarballs.get(name))
}

// The peers the app owns (one copy each in its bundle), at the ranges the packages ask for.
const peers = new Map()
for (const name of PUBLISHED)
  for (const [peer, range] of Object.entries(readPackage(name).peerDependencies ?? {})) peers.set(peer, range)
// A folder below the current one prints as ./…, as the docs write it; any other one in full.
const below = relative(cwd, out)
const folder = below.startsWith('..') ? out : `./${below || '.'}`
const line = (files) => files.map((file) => `${folder}/${file}`).join(' ')
console.log(
  [
    `packed ${libraries.length + programs.size + 1} tarballs into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    ...[...libraries, ...programs.values(), browser].map((file) => `  ${file}`),
    '',
    'Install every library (an integration page names the ones it needs):',
    `  npm install ${line(libraries)} ${[...peers].map(([peer, range]) => `${peer}@${range}`).join(' ')}`,
    '',
    'The browser build for a page without a build step (docs/html.md):',
    `  npm install ${line([browser])}`,
    '',
    'The server, with the relay built in, on a server machine (docs/deploy.md):',
    `  npm install --omit=dev ${line(withDependencies(PROGRAMS))}`,
  ].join('\n'),
)
