import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shortenName } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForUrl } from '../scripts/waitForUrl.mjs'
import { launchBrowser, type OpenedPage, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

/**
 * Issue 41: dapps written the way Reown AppKit's documentation shows (e2e/appkit/: React + wagmi and
 * plain JavaScript pages of one Vite app, and a Next.js App Router app with wagmi's cookie storage),
 * whose `@reown/*` imports are aliased to `@portico/appkit` by the bundler and by TypeScript's `paths`
 * (the aliases of docs/migrate-from-appkit.md), type-check and build against the built packages, then
 * connect the injected Portico Dev Wallet (EIP-6963) against the local stack in Chromium.
 * The apps live in .portico/appkit-e2e/ so their imports resolve to the workspace's packages; Next.js,
 * the one package only this test needs, is installed next to them, with @wagmi/core, which AppKit's
 * Next.js page imports by name (the workspace keeps its copies nested in the packages that use it).
 * Ports: PORTICO_APPKIT_VITE_PORT and PORTICO_APPKIT_NEXT_PORT (default: the demo's port + 10, + 11).
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? '5173')
const vitePort = Number(process.env.PORTICO_APPKIT_VITE_PORT ?? demoPort + 10)
const nextPort = Number(process.env.PORTICO_APPKIT_NEXT_PORT ?? demoPort + 11)
const viteUrl = `http://127.0.0.1:${vitePort}/`
const nextUrl = `http://127.0.0.1:${nextPort}/`
const NEXT_VERSION = '16.4.6'
// The version the workspace's wagmi depends on.
const WAGMI_CORE_VERSION = '3.6.5'

// Inside the workspace, so the apps' imports resolve to its packages, but not under node_modules/:
// Next.js does not build app code from there.
const work = join(root, '.portico', 'appkit-e2e')
const children: ChildProcess[] = []

/** The entry points, AppKit's name → @portico/appkit's built declarations (docs/migrate-from-appkit.md). */
const ENTRIES: Record<string, string> = {
  '@reown/appkit': 'index',
  '@reown/appkit/react': 'react/index',
  '@reown/appkit/networks': 'networks/index',
  '@reown/appkit-adapter-wagmi': 'adapters/wagmi',
  '@reown/appkit-adapter-solana': 'adapters/solana',
  '@reown/appkit-adapter-solana/react': 'adapters/solanaReact',
  '@reown/appkit-adapter-bitcoin': 'adapters/bitcoin',
}
const portico = (name: string) =>
  name
    .replace('@reown/appkit-adapter-', '@portico/appkit/adapter-')
    .replace('@reown/appkit', '@portico/appkit')
const paths = Object.fromEntries(
  Object.entries(ENTRIES).map(([name, file]) => [name, [join(root, 'packages/appkit/dist', `${file}.d.ts`)]]),
)

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
function serve(command: string, args: string[], cwd: string) {
  children.push(spawn(command, args, { cwd, env: process.env, stdio: 'ignore', detached: true }))
}

const bin = (path: string) => join(root, 'node_modules', path)

let browser: Browser
let walletScript: string
beforeAll(async () => {
  browser = await launchBrowser()
  walletScript = await getDevWalletScript({ config: { autoApprove: true, rpcUrls: STACK.devnetRpcUrls } })
})
afterAll(async () => {
  for (const child of children) if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  await browser?.close()
})

async function devWalletAddress(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { porticoDevWallet: { accounts: readonly string[] } }).porticoDevWallet
        .accounts[0]!,
  )
}

/** Clicks `<appkit-button>`'s Connect Wallet and picks the dev wallet, announced over EIP-6963. */
async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  const address = await devWalletAddress(page)
  await page
    .getByRole('button', { name: new RegExp(shortenName(address)) })
    .first()
    .waitFor()
  return address
}

/** Runs a test's body on a fresh page with the dev wallet. */
async function withPage(body: (page: Page) => Promise<void>) {
  const opened: OpenedPage = await openPage(browser)
  try {
    await opened.page.addInitScript({ content: walletScript })
    await body(opened.page)
  } finally {
    await opened.close()
  }
}

describe('AppKit-documentation apps on @portico/appkit (issue 41)', () => {
  it('type-check and build with only their @reown/* imports aliased', async () => {
    rmSync(work, { recursive: true, force: true })
    mkdirSync(work, { recursive: true })
    // Its React peers are the workspace's (one React in the app).
    writeFileSync(
      join(work, 'package.json'),
      JSON.stringify({
        private: true,
        dependencies: { next: NEXT_VERSION, '@wagmi/core': WAGMI_CORE_VERSION },
      }),
    )
    await Promise.all([
      run(process.execPath, [join(root, 'scripts/buildPackagesOnce.mjs')], root),
      run(
        'npm',
        [
          'install',
          '--no-audit',
          '--no-fund',
          '--prefer-offline',
          '--legacy-peer-deps',
          '--no-package-lock',
          '--loglevel=error',
        ],
        work,
      ),
    ])

    const viteApp = join(work, 'vite')
    cpSync(join(root, 'e2e/appkit/vite'), viteApp, { recursive: true })
    writeFileSync(
      join(viteApp, 'vite.config.ts'),
      [
        "import react from '@vitejs/plugin-react'",
        "import { defineConfig } from 'vite'",
        '',
        'export default defineConfig({',
        '  plugins: [react()],',
        // docs/migrate-from-appkit.md's Vite alias, as written there.
        '  resolve: {',
        '    alias: [',
        "      { find: /^@reown\\/appkit-adapter-(wagmi|solana|bitcoin)(\\/.*)?$/, replacement: '@portico/appkit/adapter-$1$2' },",
        "      { find: /^@reown\\/appkit(\\/.*)?$/, replacement: '@portico/appkit$1' },",
        '    ],',
        '  },',
        "  build: { rollupOptions: { input: ['index.html', 'javascript.html'] } },",
        '})',
        '',
      ].join('\n'),
    )
    writeFileSync(
      join(viteApp, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          types: ['vite/client'],
          paths,
        },
        include: ['src'],
      }),
    )

    const nextApp = join(work, 'next')
    cpSync(join(root, 'e2e/appkit/next'), nextApp, { recursive: true })
    writeFileSync(
      join(nextApp, 'next.config.mjs'),
      `export default ${JSON.stringify({
        turbopack: {
          root,
          resolveAlias: Object.fromEntries(Object.keys(ENTRIES).map((name) => [name, portico(name)])),
        },
        // The build's file-system cache is for rebuilds; this app is built once.
        experimental: { turbopackFileSystemCacheForBuild: false },
      })}\n`,
    )
    writeFileSync(
      join(nextApp, 'tsconfig.json'),
      JSON.stringify({
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
          paths: { ...paths, '@/*': ['./*'] },
        },
        include: ['**/*.ts', '**/*.tsx', 'next-env.d.ts'],
        exclude: ['node_modules', '.next'],
      }),
    )

    const env = {
      VITE_PROJECT_ID: 'portico-local',
      VITE_PORTICO_API_URL: STACK.apiUrl,
      VITE_RPC_URL_A: STACK.devnetRpcUrls[31337],
      VITE_RPC_URL_B: STACK.devnetRpcUrls[31338],
      NEXT_PUBLIC_PROJECT_ID: 'portico-local',
      NEXT_PUBLIC_PORTICO_API_URL: STACK.apiUrl,
      NEXT_PUBLIC_RPC_URL_A: STACK.devnetRpcUrls[31337],
      NEXT_PUBLIC_RPC_URL_B: STACK.devnetRpcUrls[31338],
      NEXT_PUBLIC_SITE_URL: nextUrl.slice(0, -1),
      NEXT_TELEMETRY_DISABLED: '1',
    }
    const next = join(work, 'node_modules/next/dist/bin/next')
    await Promise.all([
      run(process.execPath, [bin('typescript/bin/tsc'), '-p', viteApp], viteApp),
      run(process.execPath, [bin('vite/bin/vite.js'), 'build'], viteApp, env),
      // next build type-checks the app itself, through the same tsconfig paths.
      run(process.execPath, [next, 'build'], nextApp, env),
    ])
    serve(
      process.execPath,
      [bin('vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(vitePort), '--strictPort'],
      viteApp,
    )
    serve(process.execPath, [next, 'start', '-H', '127.0.0.1', '-p', String(nextPort)], nextApp)
    await Promise.all([
      waitForUrl(viteUrl, { timeoutMs: 60_000 }),
      waitForUrl(nextUrl, { timeoutMs: 60_000 }),
    ])
  }, 900_000)

  it('React + wagmi: connects, reads useAppKitAccount, switches with useAppKitNetwork, signs with useSignMessage, opens Account and Networks, disconnects', async () => {
    await withPage(async (page) => {
      await page.goto(viteUrl, { waitUntil: 'networkidle' })
      const address = await connect(page)
      await page
        .getByTestId('account')
        .filter({ hasText: `Connected: ${address}` })
        .waitFor()
      await page.getByTestId('network').filter({ hasText: 'eip155:31337' }).waitFor()
      await screenshot(page, 'appkit-react-connected')

      await page.getByRole('button', { name: 'Switch to Devnet B' }).click()
      await page.getByTestId('network').filter({ hasText: 'eip155:31338' }).waitFor()

      await page.getByRole('button', { name: 'Sign message' }).click()
      const signature = page.getByTestId('signature')
      await signature.filter({ hasText: /^0x[0-9a-f]+$/ }).waitFor()
      expect(
        await verifyMessage({
          address: address as Hex,
          message: 'Hello from AppKit',
          signature: (await signature.textContent()) as Hex,
        }),
      ).toBe(true)

      await page.getByRole('button', { name: 'Open Account' }).click()
      const modal = page.getByRole('dialog')
      await modal.getByRole('button', { name: 'Disconnect' }).waitFor()
      await screenshot(page, 'appkit-react-account')
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Open Networks' }).click()
      await modal.getByText('Portico Devnet A').waitFor()
      await modal.getByText('Portico Devnet B').waitFor()
      await screenshot(page, 'appkit-react-networks')
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'detached' })

      await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await page.getByTestId('account').filter({ hasText: 'Status: disconnected' }).waitFor()
      await page.getByRole('button', { name: 'Connect Wallet', exact: true }).waitFor()
    })
  })

  it('plain JavaScript: createAppKit from the framework-free entry connects, opens Networks and disconnects', async () => {
    await withPage(async (page) => {
      await page.goto(`${viteUrl}javascript.html`, { waitUntil: 'networkidle' })
      const address = await connect(page)
      await page
        .locator('#account')
        .filter({ hasText: `Connected: ${address}` })
        .waitFor()
      await page.getByRole('button', { name: 'Open Networks' }).click()
      const modal = page.getByRole('dialog')
      await modal.getByText('Portico Devnet B').waitFor()
      await screenshot(page, 'appkit-javascript-networks')
      await modal.getByText('Portico Devnet B').click()
      await page.locator('#network').filter({ hasText: 'eip155:31338' }).waitFor()
      await page.getByRole('button', { name: 'Open Account' }).click()
      await modal.getByRole('button', { name: 'Disconnect' }).click()
      await page.locator('#account').filter({ hasText: 'Not connected' }).waitFor()
    })
  })

  it('Next.js App Router: connects, the server renders the wagmi account from the cookie, and it hydrates without a warning', async () => {
    await withPage(async (page) => {
      const consoleErrors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text())
      })
      page.on('pageerror', (error) => consoleErrors.push(String(error)))
      await page.goto(nextUrl, { waitUntil: 'networkidle' })
      const address = await connect(page)
      await page
        .getByTestId('status')
        .filter({ hasText: new RegExp(`Connected: ${address}`, 'i') })
        .waitFor()
      await page
        .getByTestId('account')
        .filter({ hasText: `AppKit: ${address}` })
        .waitFor()
      // The server's HTML, before any script runs, already holds the account: wagmi's cookie storage.
      const html = await (await page.request.get(nextUrl)).text()
      expect(html.toLowerCase()).toContain(`connected: ${address.toLowerCase()}`)
      await page.reload({ waitUntil: 'networkidle' })
      await page
        .getByTestId('status')
        .filter({ hasText: new RegExp(`Connected: ${address}`, 'i') })
        .waitFor()
      await page
        .getByTestId('account')
        .filter({ hasText: `AppKit: ${address}` })
        .waitFor()
      await screenshot(page, 'appkit-next-reloaded')
      expect(consoleErrors.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([])
      await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
      await page.getByTestId('status').filter({ hasText: 'Not connected' }).waitFor()
    })
  })
})
