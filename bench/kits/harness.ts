import { readFileSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { DEVNET_A_CHAIN_ID } from '@portico/devnet'
import react from '@vitejs/plugin-react'
import type { Browser, Page } from 'playwright-core'
import { build, type Plugin, type Rolldown } from 'vite'
import { createServer as createPorticoServer, MEMORY_DATA_DIR } from '../../packages/server/src/index.ts'
import { sourceConditions } from '../../scripts/sourceConditions.mjs'
import { APPS_DIR, type KitApp } from './apps.ts'

export type Bytes = { gzip: number; brotli: number }
const ZERO: Bytes = { gzip: 0, brotli: 0 }
const add = (a: Bytes, b: Bytes): Bytes => ({ gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli })

export type BuiltChunk = {
  fileName: string
  name: string
  kind: 'initial' | 'lazy entry' | 'shared'
  isEntry: boolean
  bytes: Bytes
  /** Module id → rendered (tree-shaken, unminified) length, to share the chunk's bytes among its modules. */
  modules: Map<string, number>
  /** Whether the chunk holds only translated messages (see LOCALE_MODULE). */
  locale: boolean
  /** The module a lazy entry's `import()` names (null for a shared chunk). */
  facade: string | null
  /** File names of the chunks this one imports statically and with `import()`. */
  imports: string[]
  dynamicImports: string[]
}

export type Built = {
  dir: string
  /** Compressed size of every JS file, by its path under dist/. */
  files: Map<string, Bytes>
  chunks: BuiltChunk[]
  total: Bytes
  /** The entry chunk and its static imports, transitively. */
  initial: Bytes
  lazy: Bytes
  /**
   * Chunks of translated messages (every module of the chunk under @portico/react's messages/locales/):
   * a visitor loads the pair of one locale at most, and none in English, which ships inline.
   */
  locales: Bytes
  /** The react-dom version bundled (every app bundles the workspace's: see workspaceReact). */
  react: string
}

/**
 * A module of @portico/react's translated messages (`locales/<locale>.ts` and `<locale>.views.ts`, and
 * `locales/errorMessageIds.ts`, the errors' order, loaded with a translated locale's views texts only).
 */
const LOCALE_MODULE = /[\\/]react[\\/]src[\\/]messages[\\/]locales[\\/]/

/** The JS one visitor can load: every chunk but the translated messages' (the English page). */
export const oneVisitor = (built: Built): Bytes => ({
  gzip: built.total.gzip - built.locales.gzip,
  brotli: built.total.brotli - built.locales.brotli,
})

const WORKSPACE = join(import.meta.dirname, '..', '..')
const REACT_IMPORT = /^(react|react-dom|scheduler)(\/|$)/

/**
 * Every app bundles the workspace's React (the one Portico is built and tested with), whether or not
 * bench/anchors, which pins its own for the kits' peers, is installed: otherwise `npm run bench --
 * compare` (workspace React) and `npm run bench:anchors` (bench/anchors' React) measure different
 * React builds, and rows "over the React-only page" from the two runs do not compare.
 */
const workspaceReact: Plugin = {
  name: 'portico-bench:workspace-react',
  enforce: 'pre',
  resolveId(source, _importer, options) {
    if (!REACT_IMPORT.test(source)) return null
    return this.resolve(source, join(WORKSPACE, 'package.json'), { ...options, skipSelf: true })
  },
}

/** The version of the react-dom the build bundled, from the path of its client module. */
function bundledReact(chunks: Rolldown.OutputChunk[]): string {
  const versions = new Set<string>()
  for (const chunk of chunks)
    for (const id of Object.keys(chunk.modules)) {
      const match = /^(.*[\\/]node_modules[\\/]react-dom)[\\/]/.exec(id)
      if (match) versions.add(JSON.parse(readFileSync(join(match[1]!, 'package.json'), 'utf8')).version)
    }
  if (versions.size !== 1)
    throw new Error(`expected one bundled react-dom, found ${[...versions].join(', ') || 'none'}`)
  return [...versions][0]!
}

/** A Vite production build of bench/anchors/apps/<id>, as a dapp would ship it. */
export async function buildApp(
  app: KitApp,
  outDir: string,
  porticoApiUrl: string,
  benchRpcUrl = 'http://127.0.0.1:8545',
): Promise<Built> {
  await rm(outDir, { recursive: true, force: true })
  const output = (await build({
    root: join(APPS_DIR, app.id),
    configFile: false,
    logLevel: 'error',
    plugins: [workspaceReact, react()],
    // Portico's packages resolve through the workspace links to their sources.
    resolve: sourceConditions.resolve,
    define: {
      'import.meta.env.VITE_BENCH_RPC_URL': JSON.stringify(benchRpcUrl),
      ...(app.portico ? { 'import.meta.env.VITE_PORTICO_API_URL': JSON.stringify(porticoApiUrl) } : {}),
    },
    build: { outDir, target: 'es2022', chunkSizeWarningLimit: 100_000 },
  })) as Rolldown.RolldownOutput
  const chunks = output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  const files = new Map<string, Bytes>()
  for (const chunk of chunks)
    files.set(chunk.fileName, {
      gzip: gzipSync(chunk.code, { level: 9 }).length,
      brotli: brotliCompressSync(chunk.code).length,
    })
  const initialNames = new Set<string>()
  const addInitial = (fileName: string) => {
    if (initialNames.has(fileName)) return
    initialNames.add(fileName)
    for (const imported of chunks.find((chunk) => chunk.fileName === fileName)?.imports ?? [])
      addInitial(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) addInitial(chunk.fileName)
  let total = ZERO
  let initial = ZERO
  let locales = ZERO
  for (const [fileName, bytes] of files) {
    total = add(total, bytes)
    if (initialNames.has(fileName)) initial = add(initial, bytes)
  }
  const builtChunks = chunks.map((chunk): BuiltChunk => {
    const bytes = files.get(chunk.fileName)!
    const moduleIds = Object.keys(chunk.modules)
    const locale = moduleIds.length > 0 && moduleIds.every((id) => LOCALE_MODULE.test(id))
    if (locale) locales = add(locales, bytes)
    return {
      fileName: chunk.fileName,
      name: chunk.name,
      kind: initialNames.has(chunk.fileName) ? 'initial' : chunk.isDynamicEntry ? 'lazy entry' : 'shared',
      isEntry: chunk.isEntry,
      bytes,
      modules: new Map(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])),
      locale,
      facade: chunk.facadeModuleId,
      imports: chunk.imports,
      dynamicImports: chunk.dynamicImports,
    }
  })
  return {
    dir: outDir,
    files,
    chunks: builtChunks,
    total,
    initial,
    lazy: { gzip: total.gzip - initial.gzip, brotli: total.brotli - initial.brotli },
    locales,
    react: bundledReact(chunks),
  }
}

/** The compressed size of the built JS files among `paths` (URL paths the browser fetched). */
export function bytesOf(built: Built, paths: Iterable<string>): Bytes {
  let sum = ZERO
  for (const path of paths) {
    const bytes = built.files.get(path.replace(/^\//, ''))
    if (bytes) sum = add(sum, bytes)
  }
  return sum
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
}

/** Serves a built app from 127.0.0.1 on a random port, uncompressed. */
export async function serveStatic(dir: string) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    const file = join(dir, path === '/' ? 'index.html' : path)
    try {
      if (!file.startsWith(dir)) throw new Error('outside')
      const body = await readFile(file)
      response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() }
}

// Shared by the scripts below: every open shadow root, `find` (searching them when the target asks
// for it) and whether an element has a layout box.
const HELPERS = `
  const roots = (root, out = []) => {
    out.push(root)
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) roots(element.shadowRoot, out)
    return out
  }
  const find = (target) => {
    if (!target.shadow) return document.querySelector(target.selector)
    for (const root of roots(document)) {
      const found = root.querySelector(target.selector)
      if (found) return found
    }
    return null
  }
  const visible = (element) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0
  }`

// Installed before the page's scripts. It records long tasks and the first animation frame in which the
// connect button has a layout box.
const INIT = `(() => {
  const spec = __SPEC__
  ${HELPERS}
  const bench = { longTasks: [], buttonAt: undefined }
  window.__bench = bench
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  const poll = () => {
    if (visible(find(spec.button))) bench.buttonAt = performance.now()
    else requestAnimationFrame(poll)
  }
  requestAnimationFrame(poll)
})()`

// A scripted click: no pointer or hover event precedes it. Frame 1 is the first animation frame after the
// click. The row counts from the first frame in which it has a layout box. Settled: the first frame from
// which the row's box (which includes every ancestor's transform) and its effective opacity (the product
// over its ancestors, across shadow roots) stay the same for two more frames while no finite CSS or Web
// Animation is in its active phase in the document or any shadow root (the connect button's own hover
// transitions aside; a hint scheduled a second later, as ConnectKit's "More Available", is still waiting
// for its delay); that covers CSS transitions, WAAPI and JS-driven (framer-motion) animations alike.
// With a mark, a user-timing mark of that name is set at the click (for traces).
const OPEN = `new Promise((resolve) => {
  const spec = __SPEC__
  ${HELPERS}
  const button = find(spec.button)
  let frames = 0
  let rowAt
  let rowFrames
  let candidate
  let last
  let same = 0
  const inButton = (node) => {
    for (; node; node = node.parentElement ?? node.getRootNode().host) if (node === button) return true
    return false
  }
  const animating = () =>
    roots(document).some((root) =>
      root.getAnimations().some((animation) => {
        const timing = animation.effect?.getComputedTiming()
        return animation.playState === 'running' && timing.iterations !== Infinity &&
          timing.localTime >= timing.delay && !inButton(animation.effect.target)
      }))
  const signature = (element) => {
    const box = element.getBoundingClientRect()
    let opacity = 1
    for (let node = element; node; node = node.parentElement ?? node.getRootNode().host)
      opacity *= Number(getComputedStyle(node).opacity)
    return [box.x, box.y, box.width, box.height, opacity].map((value) => value.toFixed(2)).join()
  }
  if (spec.mark) performance.mark(spec.mark)
  const start = performance.now()
  const tick = () => {
    frames += 1
    const now = performance.now() - start
    if (now > 10000) return resolve({ start, rowAt, rowFrames, timeout: true })
    if (!spec.firstRow) return resolve({ start })
    const row = find(spec.firstRow)
    if (rowAt === undefined && visible(row)) {
      rowAt = now
      rowFrames = frames
    }
    if (rowAt !== undefined) {
      const current = row && !animating() ? signature(row) : undefined
      if (current !== undefined && current === last) {
        same += 1
        if (same === 2) return resolve({ start, rowAt, rowFrames, settledAt: candidate })
      } else {
        same = 0
        last = current
        candidate = now
      }
    }
    requestAnimationFrame(tick)
  }
  button.click()
  requestAnimationFrame(tick)
})`

/** What `openScript` resolves to: ms from the click (`start`, the page's clock). */
export type OpenResult = {
  start: number
  rowAt?: number
  rowFrames?: number
  settledAt?: number
  timeout?: true
}

export type ColdSample = {
  buttonMs: number
  /** URL paths of the app's JS files requested before the click. */
  fetchedBeforeClick: string[]
  rowMs?: number
  rowFrames?: number
  settledMs?: number
  longTasks: number
  longTaskMs: number
  heapBytes: number
  remoteAtLoad: number
  remoteAtOpen: number
}

export type HoverSample = { rowMs?: number; rowFrames?: number; settledMs?: number }

const script = (source: string, app: Pick<KitApp, 'button' | 'firstRow'>, mark?: string) =>
  source.replace('__SPEC__', JSON.stringify({ button: app.button, firstRow: app.firstRow, mark }))

/**
 * The page script of a scripted click on the app's connect button that resolves once the open has
 * settled (the rule above), to evaluate with `page.evaluate`. Every bench that times an open uses it,
 * so "settled" means the same in each.
 */
export const openScript = (app: Pick<KitApp, 'button' | 'firstRow'>, mark?: string): string =>
  script(OPEN, app, mark)

/**
 * A @portico/server (in-memory PGlite, its relay at /relay) on 127.0.0.1 and a free port: the wallet
 * lists of the benches' Portico apps, as a dapp that hosts Portico would serve them. Given the bench
 * chain's RPC URL (`benchRpcUrl`), it also answers that chain's balances (native only, no indexer), as
 * the Send form's token list needs; else it has no chain access.
 */
export async function startPorticoApi(
  benchRpcUrl?: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const api = await createPorticoServer({
    dataDir: MEMORY_DATA_DIR,
    logger: false,
    directoryRefreshMs: 0,
    blockchain: benchRpcUrl
      ? {
          networks: [
            {
              caipNetworkId: `eip155:${DEVNET_A_CHAIN_ID}`,
              rpcUrls: [benchRpcUrl],
              name: 'Portico Devnet A',
              nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            },
          ],
          tokens: [],
          history: { indexer: false },
          ensNetworks: [],
        }
      : false,
  })
  await api.listen({ host: '127.0.0.1', port: 0 })
  const address = api.server.address()
  if (!address || typeof address === 'string') throw new Error('no address')
  return { url: `http://127.0.0.1:${address.port}`, close: () => api.close() }
}

// How long after the click long tasks count as "during open", and when the heap is read.
const OPEN_WINDOW_MS = 2_000
export const HOVER_MS = 1_000

async function load(browser: Browser, app: KitApp, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } })
  const page = await context.newPage()
  await page.addInitScript(script(INIT, app))
  const requests = { phase: 'load' as 'load' | 'open', remoteAtLoad: 0, remoteAtOpen: 0, js: [] as string[] }
  const origin = new URL(url).origin
  const record = (requestUrl: string) => {
    const parsed = new URL(requestUrl)
    if (parsed.origin === origin) {
      if (requests.phase === 'load' && parsed.pathname.endsWith('.js')) requests.js.push(parsed.pathname)
    } else if (/^(https?|wss?):$/.test(parsed.protocol) && parsed.hostname !== '127.0.0.1') {
      if (requests.phase === 'load') requests.remoteAtLoad += 1
      else requests.remoteAtOpen += 1
    }
  }
  page.on('request', (request) => record(request.url()))
  page.on('websocket', (socket) => record(socket.url()))
  await page.goto(url)
  await page.waitForFunction('window.__bench.buttonAt !== undefined', undefined, { timeout: 30_000 })
  // Whatever the page fetches on its own before a visitor acts counts as "before the click".
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined)
  return { context, page, requests }
}

async function click(page: Page, app: KitApp): Promise<OpenResult> {
  const result = (await page.evaluate(openScript(app))) as OpenResult
  if (result.timeout) throw new Error(`${app.id}: no settled wallet row 10 s after the click`)
  return result
}

/** One visit without hover: load, scripted click, open, long tasks and the heap after a forced GC. */
export async function measureCold(
  browser: Browser,
  app: KitApp,
  url: string,
  screenshotPath?: string,
): Promise<ColdSample> {
  const { context, page, requests } = await load(browser, app, url)
  const buttonMs = (await page.evaluate('window.__bench.buttonAt')) as number
  const fetchedBeforeClick = [...new Set(requests.js)]
  requests.phase = 'open'
  const result = await click(page, app)
  const longTasks = (await page.evaluate(
    `new Promise((resolve) => setTimeout(
      () => resolve(window.__bench.longTasks.filter(([startTime]) => startTime >= ${result.start})),
      Math.max(0, ${result.start} + ${OPEN_WINDOW_MS} - performance.now())))`,
  )) as [number, number][]
  if (screenshotPath) await page.screenshot({ path: screenshotPath })
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return {
    buttonMs,
    fetchedBeforeClick,
    rowMs: result.rowAt,
    rowFrames: result.rowFrames,
    settledMs: result.settledAt,
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((sum, [, duration]) => sum + duration, 0),
    heapBytes: heap.usedSize,
    remoteAtLoad: requests.remoteAtLoad,
    remoteAtOpen: requests.remoteAtOpen,
  }
}

/** One visit where the pointer rests on the button for a second before the (scripted) click. */
export async function measureHover(browser: Browser, app: KitApp, url: string): Promise<HoverSample> {
  const { context, page } = await load(browser, app, url)
  // Playwright's CSS engine pierces open shadow roots, so one locator serves every kit.
  await page.locator(app.button.selector).first().hover()
  await page.waitForTimeout(HOVER_MS)
  const result = await click(page, app)
  await context.close()
  return { rowMs: result.rowAt, rowFrames: result.rowFrames, settledMs: result.settledAt }
}
