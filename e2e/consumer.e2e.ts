import { type ChildProcess, spawn } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { shortenName } from '@portico/core'
import { getDevWalletScript } from '@portico/devnet'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROGRAMS, PUBLISHED, readPackage } from '../scripts/packages.mjs'
import { waitForUrl } from '../scripts/waitForUrl.mjs'
import { launchBrowser, openPage, screenshot } from './support/browser.ts'
import { STACK } from './support/stack.ts'

/**
 * A dapp outside the workspace installs Portico from `npm run pack`'s folder and nothing else of the
 * workspace: `npm run pack` writes every library's tarball and the HTML browser build's into
 * portico-packages/ of a temporary folder, the install lines of docs/vite.md, nextjs.md, wagmi.md,
 * html.md and migrate-from-appkit.md run there as written, and the pages' code blocks become a Vite + React app (index, headless
 * and wagmi pages), a Next.js App Router app and a plain HTML site, built, served and connected in
 * Chromium with the injected Portico Dev Wallet against the local server.
 * Ports: PORTICO_CONSUMER_VITE_PORT, PORTICO_CONSUMER_NEXT_PORT and PORTICO_CONSUMER_HTML_PORT
 * (default: the demo's port + 12, + 13, + 14, past the stack's own ports and appkit.e2e.ts's + 10, + 11).
 */
const root = fileURLToPath(new URL('..', import.meta.url))
const demoPort = Number(process.env.PORTICO_DEMO_PORT ?? '5173')
const vitePort = Number(process.env.PORTICO_CONSUMER_VITE_PORT ?? demoPort + 12)
const nextPort = Number(process.env.PORTICO_CONSUMER_NEXT_PORT ?? demoPort + 13)
const htmlPort = Number(process.env.PORTICO_CONSUMER_HTML_PORT ?? demoPort + 14)
const viteUrl = `http://127.0.0.1:${vitePort}/`
const nextUrl = `http://127.0.0.1:${nextPort}/`
// The plain page names the stack's ports in its address, as docs/html.md says.
const htmlUrl = `http://127.0.0.1:${htmlPort}/?${new URLSearchParams({ apiUrl: STACK.apiUrl, rpcUrl: STACK.devnetRpcUrls[31337] })}`

// Next.js is the one package only this test installs.
const NEXT_VERSION = '16.4.6'

const work = mkdtempSync(join(tmpdir(), 'portico-consumer-'))
// The folder the docs' install lines name, next to the app's package.json.
const packages = join(work, 'portico-packages')
const children: ChildProcess[] = []
let staticServer: Server | undefined

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

/** The commands of a docs page's ```sh blocks, one per line. */
function docsCommands(page: string): string[] {
  const text = readFileSync(join(root, 'docs', page), 'utf8')
  return [...text.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((match) => match[1]!.trim().split('\n'))
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
}

/** Serves a folder as static files on 127.0.0.1, as any web server would for docs/html.md's site. */
function serveStatic(folder: string, port: number) {
  staticServer = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    const file = join(folder, path.endsWith('/') ? `${path}index.html` : path)
    if (!file.startsWith(folder) || !existsSync(file)) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise<void>((resolve) => staticServer!.listen(port, '127.0.0.1', resolve))
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
  staticServer?.close()
  await browser?.close()
  rmSync(work, { recursive: true, force: true })
})

/** Connects the dev wallet in the page's modal; `status` is the page's own line that shows the account. */
async function connect(page: Page, url: string, status = (page: Page) => page.getByTestId('status')) {
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'Connect Wallet', exact: true }).first().click()
  const modal = page.getByRole('dialog')
  await modal.getByRole('button', { name: 'Portico Dev Wallet', exact: true }).click()
  const address = await page.evaluate(
    () =>
      (window as unknown as { porticoDevWallet: { accounts: readonly string[] } }).porticoDevWallet
        .accounts[0]!,
  )
  await status(page)
    .filter({ hasText: new RegExp(`${address}`, 'i') })
    .waitFor()
  await page
    .getByRole('button', { name: new RegExp(shortenName(address)) })
    .first()
    .waitFor()
  return address
}

describe('a dapp outside the workspace installs the packed packages', () => {
  it('npm run pack writes every package and the browser build into one folder, and publint and attw find no problem', async () => {
    const output = await run('npm', ['run', 'pack', '--', '--out', packages], root)
    const files = readdirSync(packages)
    expect(files).toContain('portico-html-browser-0.1.0.tgz')
    const programs = PROGRAMS.map((name) => `portico-${name}-0.1.0.tgz`)
    for (const name of PUBLISHED) expect(files).toContain(`portico-${name}-0.1.0.tgz`)
    for (const file of programs) expect(files).toContain(file)
    // It prints the install line of every library with their peers, the browser build's and the server's.
    const lines = output.split('\n').filter((line) => line.trim().startsWith('npm install '))
    expect(lines).toHaveLength(3)
    const [libraries, browserBuild] = lines.map((line) => line.trim().split(' ').slice(2))
    expect(libraries!.filter((word) => word.endsWith('.tgz')).sort()).toEqual(
      files
        .filter((file) => file !== 'portico-html-browser-0.1.0.tgz' && !programs.includes(file))
        .map((file) => `${packages}/${file}`),
    )
    const peers = PUBLISHED.flatMap((name) =>
      Object.entries((readPackage(name).peerDependencies ?? {}) as Record<string, string>).map(
        ([peer, range]) => `${peer}@${range}`,
      ),
    )
    expect(libraries!.filter((word) => !word.endsWith('.tgz')).sort()).toEqual([...new Set(peers)].sort())
    expect(browserBuild).toEqual([`${packages}/portico-html-browser-0.1.0.tgz`])
    // The server's line is docs/deploy.md's (installFromTarballs.int.test.ts runs it).
    expect(lines[2]!.trim().replaceAll(`${packages}/`, './portico-packages/')).toBe(
      docsCommands('deploy.md').find((command) => command.startsWith('npm install ')),
    )
    const check = await run(
      process.execPath,
      [join(root, 'scripts/checkPackages.mjs'), '--from', packages],
      root,
    )
    expect(check).toMatch(/: 0 problems/)
  }, 300_000)

  it("runs the docs' install lines as written in a folder outside the workspace, and builds a Vite, a Next.js and a plain HTML app", async () => {
    // What the apps' own templates (create-vite's react-ts, create-next-app) install.
    const template = Object.fromEntries(
      [
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
        dependencies: { ...template, next: NEXT_VERSION },
      }),
    )
    const npm = { npm_config_audit: 'false', npm_config_fund: 'false', npm_config_prefer_offline: 'true' }
    await run('npm', ['install', '--loglevel=error'], work, npm)
    const commands = ['vite.md', 'nextjs.md', 'wagmi.md', 'html.md'].flatMap(docsCommands)
    expect(commands.filter((command) => command.startsWith('npm install ./portico-packages/'))).toHaveLength(
      5,
    )
    for (const command of commands) await run('sh', ['-c', command], work, npm)
    const installed = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const packed = Object.keys(installed.dependencies).filter((name) => name.startsWith('@portico/'))
    expect(packed.sort()).toEqual(
      // What the pages name: the EVM and React packages with their dependencies, @portico/html and its browser build.
      ['auth', 'core', 'evm', 'html', 'html-browser', 'react', 'walletconnect'].map(
        (name) => `@portico/${name}`,
      ),
    )
    // docs/migrate-from-appkit.md's line, after the others: @portico/appkit and the rest of its dependencies.
    const appkit = docsCommands('migrate-from-appkit.md').filter((command) =>
      command.startsWith('npm install ./portico-packages/'),
    )
    expect(appkit).toHaveLength(1)
    // packages/appkit/README.md shows the same line.
    expect(readFileSync(join(root, 'packages/appkit/README.md'), 'utf8').split('\n')).toContain(appkit[0])
    await run('sh', ['-c', appkit[0]!], work, npm)
    const withAppkit = JSON.parse(readFileSync(join(work, 'package.json'), 'utf8')) as typeof installed
    for (const name of [...packed, '@portico/appkit', '@portico/solana', '@portico/bitcoin']) {
      const path = join(work, 'node_modules', name)
      expect(lstatSync(path).isSymbolicLink(), name).toBe(false)
      expect(realpathSync(path).startsWith(root), name).toBe(false)
      expect(withAppkit.dependencies[name] ?? '', name).toMatch(/^file:portico-packages\//)
    }

    const viteApp = join(work, 'vite-app')
    writeFiles(viteApp, {
      'index.html':
        '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>My dapp</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
      // As create-vite's react-ts template has it: Vite's client types in `types` (no src/vite-env.d.ts).
      // vite.config.ts, multi-page, is docs/wagmi.md's.
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
          types: ['vite/client'],
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
    // docs/html.md's site: its page, and the browser build its commands copied into public/portico.
    writeFiles(work, docsFiles('html.md'))
    expect(existsSync(join(work, 'public/portico/portico.js'))).toBe(true)
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
    await serveStatic(join(work, 'public'), htmlPort)
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

  it("wagmi page: connects in Portico's modal, and wagmi's useConnection sees the account", async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript({ content: walletScript })
      await connect(page, `${viteUrl}wagmi.html`, (page) =>
        page.getByTestId('wagmi-status').filter({ hasText: /wagmi: connected/ }),
      )
      await screenshot(page, 'consumer-wagmi-connected')
    } finally {
      await close()
    }
  })

  it('plain HTML page (docs/html.md as written): connects on the local stack with the browser build from its tarball', async () => {
    const { page, close } = await openPage(browser)
    try {
      await page.addInitScript({ content: walletScript })
      const address = await connect(page, htmlUrl, (page) => page.locator('#status'))
      await page.locator('portico-network-button').getByRole('button', { name: 'Portico Devnet A' }).waitFor()
      await screenshot(page, 'consumer-html-connected')
      expect(await page.locator('#status').textContent()).toBe(`Connected: ${address}`)
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
