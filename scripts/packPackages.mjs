#!/usr/bin/env node
// Installs Portico without a registry: builds the published libraries (scripts/buildPackages.mjs) and
// @portico/html's browser build, packs every library with `npm pack` and the browser build as a tarball
// of its own (@portico/html-browser: portico.js and its chunks under dist/), all into one folder, and
// prints the `npm install` lines the docs pages use (docs/vite.md, nextjs.md, wagmi.md, html.md).
// Usage: npm run pack [-- --out DIR]   (default DIR: portico-packages/ in the folder it is typed in)
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { PUBLISHED, readPackage, root } from './packages.mjs'

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
step(process.execPath, [join(root, 'scripts/buildPackages.mjs')])
step(process.execPath, [join(root, 'packages/html/build.mjs')])

const names = PUBLISHED.map((name) => readPackage(name).name)
const packed = step(
  'npm',
  ['pack', '--json', '--pack-destination', out, ...names.map((name) => `--workspace=${name}`)],
  { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' },
)
const libraries = JSON.parse(packed.stdout).map((entry) => entry.filename)

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
    `packed ${libraries.length + 1} tarballs into ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    ...[...libraries, browser].map((file) => `  ${file}`),
    '',
    'Install every library (an integration page names the ones it needs):',
    `  npm install ${line(libraries)} ${[...peers].map(([peer, range]) => `${peer}@${range}`).join(' ')}`,
    '',
    'The browser build for a page without a build step (docs/html.md):',
    `  npm install ${line([browser])}`,
  ].join('\n'),
)
