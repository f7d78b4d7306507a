import { type ChildProcess, spawn } from 'node:child_process'
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shortenName } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForUrl } from '../scripts/waitForUrl.mjs'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

/**
 * A dapp outside the workspace installs Portico from the packed packages (publishable packages, the
 * Vite and Next.js integrations): every published package is built and packed, a fresh Vite + React
 * app and a fresh Next.js App Router app are made in a temporary folder from the code blocks of
 * docs/vite.md and docs/nextjs.md, installed from the tarballs and the npm registry only, built,
 * served and connected in Chromium with the injected Portico Dev Wallet against the local server.
 * Ports: PORTICO_CONSUMER_VITE_PORT and PORTICO_CONSUMER_NEXT_PORT (default: the demo's port + 2, + 3).
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? '5173')
const vitePort = Number(process.env.PORTICO_CONSUMER_VITE_PORT ?? demoPort + 2)
const nextPort = Number(process.env.PORTICO_CONSUMER_NEXT_PORT ?? demoPort + 3)
const viteUrl = `http://127.0.0.1:${vitePort}/`
const nextUrl = `http://127.0.0.1:${nextPort}/`

// Next.js is the one package only this test installs.
const NEXT_VERSION = '16.4.6'

const work = mkdtempSync(join(tmpdir(), 'portico-consumer-'))
const tarballs = join(work, 'tarballs')
const children: ChildProcess[] = []

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    )
  })
}

/** Starts a server in its own process group, stopped after the file. */
function serve(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  children.push(child)
}

/** The ```lang file=PATH blocks of a docs page, as { path: code }. */
function docsFiles(page: string): Record<string, string> {
  const text = readFileSync(join(root, 'docs', page), 'utf8')
  const files: Record<string, string> = {}
  for (const match of text.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)^```$/gm)) files[match[1]!] = match[2]!
  return files
}

function writeFiles(dir: string, files: Record<string, string>) {
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), code)
  }
}

/** The version range the workspace's own package.json files ask for, so the apps get what the packages were tested with. */
function range(name: string): string {
  const manifests = [
    'package.json',
    'packages/react/package.json',
    'packages/evm/package.json',
    'apps/demo/package.json',
  ]
  for (const manifest of manifests) {
    const pkg = JSON.parse(readFileSync(join(root, manifest), 'utf8')) as Record<
      string,
      Record<string, string>
    >
    const spec = pkg.peerDependencies?.[name] ?? pkg.dependencies?.[name] ?? pkg.devDependencies?.[name]
    if (spec) return spec
  }
  throw new Error(`No version of ${name} in the workspace`)
}

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  await browser?.close()
  rmSync(work, { recursive: true, force: true })
})

async function connect(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  const address = await page.evaluate(
    () =>
      (window as unknown as { porticoDevWallet: { accounts: readonly string[] } }).porticoDevWallet
        .accounts[0]!,
  )
  await page
    .getByTestId('status')
    .filter({ hasText: new RegExp(`Connected: ${address}`, 'i') })
    .waitFor()
  await page
    .getByRole('button', { name: new RegExp(shortenName(address)) })
    .first()
    .waitFor()
  return address
}

describe('a dapp outside the workspace installs the packed packages', () => {
  it('packs every published package, and publint and attw find no problem', async () => {
    const output = await run(
      process.execPath,
      [join(root, 'scripts/checkPackages.mjs'), '--out', tarballs],
      root,
    )
    expect(output).toMatch(/: 0 problems/)
  }, 300_000)

  it('installs the tarballs and their registry dependencies, nothing from the workspace, and builds a Vite and a Next.js app', async () => {
    const packed = Object.fromEntries(
      readdirSync(tarballs).map((file) => [
        `@portico/${file.replace(/^portico-/, '').replace(/-\d+\.\d+\.\d+\.tgz$/, '')}`,
        `file:./tarballs/${file}`,
      ]),
    )
    const registry = Object.fromEntries(
      [
        'react',
        'react-dom',
        'viem',
        '@wagmi/core',
        'vite',
        '@vitejs/plugin-react',
        'typescript',
        '@types/react',
        '@types/react-dom',
        // A Next.js app in TypeScript needs it (create-next-app adds it); the build stops without it.
        '@types/node',
      ].map((name) => [name, range(name)]),
    )
    writeFileSync(
      join(work, 'package.json'),
      JSON.stringify({
        name: 'portico-consumer',
        private: true,
        type: 'module',
        dependencies: { ...packed, ...registry, next: NEXT_VERSION },
        // The packages' own @portico/* dependencies resolve to the same tarballs.
        overrides: packed,
      }),
    )
    await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], work)
    for (const name of Object.keys(packed)) {
      const path = join(work, 'node_modules', name)
      expect(lstatSync(path).isSymbolicLink(), name).toBe(false)
      expect(realpathSync(path).startsWith(root), name).toBe(false)
    }

    const viteApp = join(work, 'vite-app')
    writeFiles(viteApp, {
      'index.html':
        '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>My dapp</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
      // Every page of the docs (index, headless, wagmi) is an input of the build.
      'vite.config.ts': [
        "import { readdirSync } from 'node:fs'",
        "import react from '@vitejs/plugin-react'",
        "import { defineConfig } from 'vite'",
        '',
        "const input = readdirSync(process.cwd()).filter((file) => file.endsWith('.html'))",
        'export default defineConfig({ plugins: [react()], build: { rollupOptions: { input } } })',
        '',
      ].join('\n'),
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          allowImportingTsExtensions: true,
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: [],
        },
        include: ['src'],
      }),
      ...docsFiles('vite.md'),
      ...docsFiles('headless.md'),
      ...docsFiles('wagmi.md'),
    })
    const nextApp = join(work, 'next-app')
    writeFiles(nextApp, {
      // The app's node_modules are one folder up (one install for both apps).
      // The build's file-system cache is for rebuilds; this app is built once.
      'next.config.mjs': `export default ${JSON.stringify({ turbopack: { root: work }, experimental: { turbopackFileSystemCacheForBuild: false } })}\n`,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['dom', 'dom.iterable', 'esnext'],
          strict: true,
          noEmit: true,
          module: 'esnext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          isolatedModules: true,
          skipLibCheck: true,
          plugins: [{ name: 'next' }],
        },
        include: ['**/*.ts', '**/*.tsx', 'next-env.d.ts'],
      }),
      ...docsFiles('nextjs.md'),
    })
    const env = {
      VITE_PORTICO_API_URL: STACK.apiUrl,
      VITE_RPC_URL: STACK.devnetRpcUrls[31337],
      NEXT_PUBLIC_PORTICO_API_URL: STACK.apiUrl,
      NEXT_PUBLIC_RPC_URL: STACK.devnetRpcUrls[31337],
      NEXT_PUBLIC_SITE_URL: nextUrl.slice(0, -1),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    const bin = (path: string) => join(work, 'node_modules', path)
    await Promise.all([
      // The docs' code type-checks against the published declarations.
      run(process.execPath, [bin('typescript/bin/tsc'), '-p', viteApp], viteApp),
      run(process.execPath, [bin('vite/bin/vite.js'), 'build', '--sourcemap'], viteApp, env),
      run(process.execPath, [bin('next/dist/bin/next'), 'build'], nextApp, env),
    ])
    serve(
      process.execPath,
      [bin('vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'],
      viteApp,
    )
    serve(
      process.execPath,
      [bin('next/dist/bin/next'), 'start', '-H', '127.0.0.1', '-p', String(nextPort)],
      nextApp,
    )
    await Promise.all([
      waitForUrl(viteUrl, { timeoutMs: 60_000 }),
      waitForUrl(nextUrl, { timeoutMs: 60_000 }),
    ])
  }, 600_000)

  it('bundles exactly one React, one react-dom and one viem into the Vite app', () => {
    const assets = join(work, 'vite-app', 'dist', 'assets')
    const copies = new Map<string, Set<string>>()
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js.map'))) {
      const map = JSON.parse(readFileSync(join(assets, file), 'utf8')) as { sources: string[] }
      for (const source of map.sources) {
        // Each installed copy of a package has its own node_modules/<name>/ folder.
        const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(source)
        if (!match) continue
        const [, folder, name] = match
        copies.set(name!, (copies.get(name!) ?? new Set()).add(folder!))
      }
    }
    for (const name of ['react', 'react-dom', 'viem', '@portico/core', '@portico/react', '@portico/evm'])
      expect([...(copies.get(name) ?? [])], name).toHaveLength(1)
  })

  it('Vite app: connects with the dev wallet, shows the account and is still connected after a reload', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript({ content: walletScript })
      const address = await connect(page, viteUrl)
      await screenshot(page, 'consumer-vite-connected')
      await page.reload({ waitUntil: 'networkidle' })
      await page
        .getByTestId('status')
        .filter({ hasText: new RegExp(`Connected: ${address}`, 'i') })
        .waitFor()
    } finally {
      await close()
    }
  })

  it('Next.js app: connects, and after a reload the server renders the connected state and hydrates it without a warning', async () => {
    const { page, close } = await openPage(browser)
    const consoleErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => consoleErrors.push(String(error)))
    try {
      await page.addInitScript({ content: walletScript })
      const address = await connect(page, nextUrl)
      // The server's HTML, before any script runs, already holds the account (the cookie storage).
      const html = await (await page.request.get(nextUrl)).text()
      expect(html).toContain(shortenName(address))
      await page.reload({ waitUntil: 'networkidle' })
      await page
        .getByTestId('status')
        .filter({ hasText: new RegExp(`Connected: ${address}`, 'i') })
        .waitFor()
      await page
        .getByRole('button', { name: new RegExp(shortenName(address)) })
        .first()
        .waitFor()
      await screenshot(page, 'consumer-next-reloaded')
      expect(consoleErrors.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([])
    } finally {
      await close()
    }
  })
})
