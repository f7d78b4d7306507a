/**
 * Portico's minimal app next to a React-only page, measured in Chromium: JS bytes (built, initial, lazy,
 * fetched before the click), connect button → first wallet row, open animation, long tasks, heap,
 * remote requests and installed packages. `--anchors` (run by `npm run bench:anchors`, which installs
 * bench/anchors first) adds the react + wagmi baseline, AppKit, RainbowKit and ConnectKit to the same run.
 */

import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { DEVNET_A_CHAIN_ID, getDevWalletScript, startAnvil } from '@portico/devnet'
import { launchBrowser } from '../e2e/support/browser.ts'
import {
  ANCHOR_PACKAGES,
  ANCHORS,
  APPS_DIR,
  type KitApp,
  PORTICO,
  PORTICO_ALL_CHAINS,
  REACT_ONLY,
  WAGMI_BASELINE,
} from './kits/apps.ts'
import {
  type Built,
  type Bytes,
  buildApp,
  bytesOf,
  type ColdSample,
  HOVER_MS,
  type HoverSample,
  measureCold,
  measureHover,
  oneVisitor,
  serveStatic,
  startPorticoApi,
} from './kits/harness.ts'
import {
  type Installed,
  installedClosure,
  over,
  readPackage,
  resolvePackage,
  totalBytes,
} from './kits/installed.ts'
import {
  ANCHOR_JOURNEYS,
  FLOORS,
  JOURNEYS,
  type JourneyId,
  type JourneySample,
  type JourneySteps,
  NOT_RENDERED,
  PORTICO_JOURNEYS,
  runJourney,
} from './kits/journeys.ts'
import { chunkLabel } from './kits/journeyWalk.ts'

const args = process.argv.slice(2)
const withAnchors = args.includes('--anchors')
const outfile =
  args.find((arg) => !arg.startsWith('--')) ??
  join(import.meta.dirname, 'results', withAnchors ? 'anchors.md' : 'compare.md')
const RUNS = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 9)
const JOURNEY_RUNS = Number(
  args.find((arg) => arg.startsWith('--journey-runs='))?.slice('--journey-runs='.length) ?? 3,
)
const root = join(import.meta.dirname, '..')
const work = join(root, 'node_modules', '.portico-bench', withAnchors ? 'anchors' : 'compare')

if (withAnchors && !existsSync(join(import.meta.dirname, 'anchors', 'node_modules'))) {
  console.error('bench/anchors is not installed: run `npm run bench:anchors`.')
  process.exit(1)
}

const apps: KitApp[] = withAnchors
  ? [REACT_ONLY, WAGMI_BASELINE, PORTICO, PORTICO_ALL_CHAINS, ...ANCHORS]
  : [REACT_ONLY, PORTICO, PORTICO_ALL_CHAINS]
const baseline = withAnchors ? WAGMI_BASELINE : REACT_ONLY
const baselineName = withAnchors ? 'the react + wagmi + viem baseline' : 'the React-only page'

// The journeys' chain: an anvil on 127.0.0.1 that every app's RPC URL names, and the Portico Dev Wallet
// injected as an extension would be (EIP-6963), approving every request.
const anvil = await startAnvil({ chainId: DEVNET_A_CHAIN_ID, port: 0 })
// Portico's self-hosted backend serves the wallet lists and the chain's balances, as a dapp that runs
// Portico would.
const api = await startPorticoApi(anvil.url)
const apiUrl = api.url
const walletScript = await getDevWalletScript({
  config: { autoApprove: true, rpcUrls: { [DEVNET_A_CHAIN_ID]: anvil.url } },
})

mkdirSync(work, { recursive: true })
const built = new Map<string, Built>()
const sites = new Map<string, Awaited<ReturnType<typeof serveStatic>>>()
for (const app of apps) {
  console.log(`build ${app.id}`)
  const output = await buildApp(app, join(work, app.id), apiUrl, anvil.url)
  built.set(app.id, output)
  sites.set(app.id, await serveStatic(output.dir))
}

// Every host but 127.0.0.1 fails at once, so a kit's remote requests cost it no waiting on any machine.
const browser = await launchBrowser(['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1'])
const chromiumVersion = browser.version()
const cold = new Map<string, ColdSample[]>(apps.map((app) => [app.id, []]))
const hover = new Map<string, HoverSample[]>(apps.map((app) => [app.id, []]))
const url = (app: KitApp) => sites.get(app.id)!.url

for (const app of apps) {
  console.log(`warm-up ${app.id}`)
  await measureCold(browser, app, url(app), join(work, `${app.id}.png`))
}
for (let run = 1; run <= RUNS; run += 1) {
  console.log(`run ${run}/${RUNS}`)
  for (const app of apps) {
    cold.get(app.id)!.push(await measureCold(browser, app, url(app)))
    if (app.firstRow) hover.get(app.id)!.push(await measureHover(browser, app, url(app)))
  }
}

// Issue 40's journeys: J0 for every app, the others for Portico and the anchors whose steps exist.
const journeySteps = (app: KitApp): Partial<Record<JourneyId, JourneySteps>> =>
  app === PORTICO ? PORTICO_JOURNEYS : (ANCHOR_JOURNEYS[app.id] ?? {})
const journeyApps = (id: JourneyId) =>
  id === 'J0' ? apps : apps.filter((app) => journeySteps(app)[id] !== undefined)
// `--journeys=J1,J4` runs only those journeys (the journeys a change touched), J0 always included.
const journeyFilter = args.find((arg) => arg.startsWith('--journeys='))?.slice('--journeys='.length)
const journeyIds = (Object.keys(JOURNEYS) as JourneyId[]).filter(
  (id) => !journeyFilter || id === 'J0' || journeyFilter.split(',').includes(id),
)
const journeys = new Map<string, JourneySample[]>()
const journeyKey = (id: JourneyId, app: KitApp) => `${id} ${app.id}`
for (let run = 1; run <= JOURNEY_RUNS; run += 1) {
  console.log(`journeys ${run}/${JOURNEY_RUNS}`)
  for (const id of journeyIds)
    for (const app of journeyApps(id)) {
      const sample = await runJourney(browser, app, url(app), walletScript, journeySteps(app)[id])
      if (sample.error) console.log(`  ${id} ${app.id}: ${sample.error}`)
      journeys.set(journeyKey(id, app), [...(journeys.get(journeyKey(id, app)) ?? []), sample])
    }
}
await browser.close()
for (const site of sites.values()) site.close()
await api.close()
await anvil.stop()

const installed = new Map<string, Installed>(
  apps.map((app) => [app.id, installedClosure(join(APPS_DIR, app.id), app.packages, ['react', 'react-dom'])]),
)

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const defined = (values: (number | undefined)[]) => values.filter((value) => value !== undefined)
const spread = (values: (number | undefined)[], digits = 0) => {
  const present = defined(values)
  if (present.length === 0) return '—'
  const min = Math.min(...present)
  const max = Math.max(...present)
  const text = (value: number) => value.toFixed(digits)
  return min === max ? text(min) : `${text(median(present))} (${text(min)}–${text(max)})`
}
const kib = (bytes: number) => (bytes / 1024).toFixed(1)
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const pair = (bytes: Bytes) => `${kib(bytes.gzip)} / ${kib(bytes.brotli)}`
const minus = (a: Bytes, b: Bytes): Bytes => ({ gzip: a.gzip - b.gzip, brotli: a.brotli - b.brotli })

/** The median of the per-visit JS bytes fetched before the click. */
function beforeClick(app: KitApp): Bytes {
  const visits = cold.get(app.id)!.map((sample) => bytesOf(built.get(app.id)!, sample.fetchedBeforeClick))
  return {
    gzip: median(visits.map((bytes) => bytes.gzip)),
    brotli: median(visits.map((bytes) => bytes.brotli)),
  }
}
/**
 * The JS files a visit fetched before the click, gzipped as one file: set against `beforeClick`, it
 * tells the code's own size from what splitting it into files costs (gzip's per-file cost and the
 * import and export lines between the files).
 */
function beforeClickAsOne(app: KitApp): { files: number; gzip: number } {
  const output = built.get(app.id)!
  const paths = [...new Set(cold.get(app.id)![0]!.fetchedBeforeClick)]
    .map((path) => path.replace(/^\//, ''))
    .filter((path) => output.files.has(path))
  const code = Buffer.concat(paths.map((path) => readFileSync(join(output.dir, path))))
  return { files: paths.length, gzip: gzipSync(code, { level: 9 }).length }
}
const bytesRow = (app: KitApp, base?: KitApp) => {
  const output = built.get(app.id)!
  const reference = base ? built.get(base.id)! : undefined
  const cell = (bytes: Bytes, baseBytes: Bytes | undefined) =>
    pair(baseBytes ? minus(bytes, baseBytes) : bytes)
  const react = base ? '' : ` ${output.react} |`
  return `| ${app.label} |${react} ${cell(output.total, reference?.total)} | ${cell(oneVisitor(output), reference && oneVisitor(reference))} | ${cell(output.initial, reference?.initial)} | ${cell(output.lazy, reference?.lazy)} | ${cell(beforeClick(app), base ? beforeClick(base) : undefined)} |`
}

const heapMedian = (app: KitApp) => median(cold.get(app.id)!.map((sample) => sample.heapBytes))
const browserRow = (app: KitApp) => {
  const coldSamples = cold.get(app.id)!
  const hoverSamples = hover.get(app.id)!
  const withFrames = (ms: (number | undefined)[], frames: (number | undefined)[]) =>
    app.firstRow ? `${spread(ms, 1)}; ${spread(frames)} fr` : '—'
  return [
    app.label,
    spread(coldSamples.map((sample) => sample.buttonMs)),
    withFrames(
      coldSamples.map((sample) => sample.rowMs),
      coldSamples.map((sample) => sample.rowFrames),
    ),
    withFrames(
      hoverSamples.map((sample) => sample.rowMs),
      hoverSamples.map((sample) => sample.rowFrames),
    ),
    app.firstRow ? spread(coldSamples.map((sample) => sample.settledMs)) : '—',
    app.firstRow ? spread(hoverSamples.map((sample) => sample.settledMs)) : '—',
    `${spread(coldSamples.map((sample) => sample.longTasks))}; ${spread(coldSamples.map((sample) => sample.longTaskMs))} ms`,
    `${mib(heapMedian(app))} (${(heapMedian(app) - heapMedian(baseline) >= 0 ? '+' : '') + mib(heapMedian(app) - heapMedian(baseline))})`,
    `${spread(coldSamples.map((sample) => sample.remoteAtLoad))} / ${spread(coldSamples.map((sample) => sample.remoteAtOpen))}`,
  ].join(' | ')
}

const installedRow = (app: KitApp) => {
  const closure = installed.get(app.id)!
  const extra = over(closure, installed.get(baseline.id)!)
  return `| ${app.label} | ${closure.packages.size} | ${mib(totalBytes(closure))} | ${extra.packages.size} | ${mib(totalBytes(extra))} |`
}

// Issue #11's targets for Portico.
const porticoCold = cold.get(PORTICO.id)!
const porticoHover = hover.get(PORTICO.id)!
const reactOnlyBuilt = built.get(REACT_ONLY.id)!
const checks: [string, string, boolean][] = (() => {
  const coldMs = median(defined(porticoCold.map((sample) => sample.rowMs)))
  const hoverFrames = median(defined(porticoHover.map((sample) => sample.rowFrames)))
  const settled = median(defined(porticoCold.map((sample) => sample.settledMs)))
  const fetched = beforeClick(PORTICO).gzip - beforeClick(REACT_ONLY).gzip
  const asOne = beforeClickAsOne(PORTICO)
  const fetchedAsOne = asOne.gzip - beforeClickAsOne(REACT_ONLY).gzip
  const total = built.get(PORTICO_ALL_CHAINS.id)!.total.gzip - reactOnlyBuilt.total.gzip
  const oneVisitorTotal = oneVisitor(built.get(PORTICO_ALL_CHAINS.id)!).gzip - oneVisitor(reactOnlyBuilt).gzip
  const baselineBuilt = built.get(baseline.id)!
  const totalOverBaseline = built.get(PORTICO_ALL_CHAINS.id)!.total.gzip - baselineBuilt.total.gzip
  const oneVisitorOverBaseline =
    oneVisitor(built.get(PORTICO_ALL_CHAINS.id)!).gzip - oneVisitor(baselineBuilt).gzip
  const longTasks = porticoCold.map((sample) => sample.longTasks)
  const heap = heapMedian(PORTICO) - heapMedian(baseline)
  const remote = Math.max(...porticoCold.map((sample) => sample.remoteAtLoad + sample.remoteAtOpen))
  return [
    ['cold click → first wallet row ≤ 50 ms (median)', `${coldMs.toFixed(1)} ms`, coldMs <= 50],
    [
      'after a 1 s hover, click → first wallet row ≤ 2 frames (median)',
      `${hoverFrames} frames`,
      hoverFrames <= 2,
    ],
    ['click → open animation settled ≤ 200 ms (median, cold)', `${settled.toFixed(0)} ms`, settled <= 200],
    [
      'kit JS fetched before the click ≤ 30 KiB gzip over the React-only page',
      `${kib(fetched)} KiB`,
      fetched <= 30 * 1024,
    ],
    [
      `the same, its ${asOne.files} files gzipped as one (splitting costs ${kib(fetched - fetchedAsOne)} KiB); not the target row, for information`,
      `${kib(fetchedAsOne)} KiB`,
      fetchedAsOne <= 30 * 1024,
    ],
    [
      `total kit JS, every view and chain, ≤ 150 KiB gzip over the React-only page (${PORTICO_ALL_CHAINS.label}); every chunk of the build, as the anchors' totals count`,
      `${kib(total)} KiB`,
      total <= 150 * 1024,
    ],
    [
      'the same, counting what one visitor can load (every view and chain in English: no translated-message chunks); not the target row, for information',
      `${kib(oneVisitorTotal)} KiB`,
      oneVisitorTotal <= 150 * 1024,
    ],
    ...(withAnchors
      ? [
          [
            `the same over ${baselineName}, the basis of the anchors' 1,095–1,214 KiB the issue quotes (every chunk; one visitor); not the target row, for information`,
            `${kib(totalOverBaseline)} KiB; ${kib(oneVisitorOverBaseline)} KiB`,
            totalOverBaseline <= 150 * 1024,
          ] satisfies [string, string, boolean],
        ]
      : []),
    [
      '0 long tasks during open (median)',
      `${median(longTasks)}; most in one run ${Math.max(...longTasks)}`,
      median(longTasks) === 0,
    ],
    [
      `heap after open ≤ ${baselineName} + 2 MiB (medians)`,
      `${heap >= 0 ? '+' : ''}${mib(heap)} MiB`,
      heap <= 2 * 1024 * 1024,
    ],
    ['0 remote requests at load and open (most in any run)', String(remote), remote === 0],
  ]
})()

// Issue 40's journeys: bytes over the React-only page's J0, time to the last screen, ratios in this run.
const reactOnlyJ0 = (() => {
  const samples = journeys.get(journeyKey('J0', REACT_ONLY)) ?? []
  const visits = samples.map((sample) => bytesOf(built.get(REACT_ONLY.id)!, sample.js))
  return {
    gzip: median(visits.map((bytes) => bytes.gzip)),
    brotli: median(visits.map((bytes) => bytes.brotli)),
  }
})()
type JourneyStat = {
  bytes: Bytes
  over: Bytes
  ms?: number
  reached: number
  runs: number
  samples: JourneySample[]
}
const journeyStat = (id: JourneyId, app: KitApp): JourneyStat | undefined => {
  const samples = journeys.get(journeyKey(id, app))
  if (!samples || samples.length === 0) return undefined
  const reached = samples.filter((sample) => sample.ms !== undefined)
  const counted = reached.length > 0 ? reached : samples
  const visits = counted.map((sample) => bytesOf(built.get(app.id)!, sample.js))
  const bytes = { gzip: median(visits.map((b) => b.gzip)), brotli: median(visits.map((b) => b.brotli)) }
  return {
    bytes,
    over: minus(bytes, reactOnlyJ0),
    ...(reached.length > 0 ? { ms: median(reached.map((sample) => sample.ms!)) } : {}),
    reached: reached.length,
    runs: samples.length,
    samples,
  }
}
/** The anchor with the fewest bytes, and the fastest, that reached the journey's last screen. */
const bestAnchor = (id: JourneyId) => {
  const reached = ANCHORS.map((app) => ({ app, stat: journeyStat(id, app) })).filter(
    (entry): entry is { app: KitApp; stat: JourneyStat & { ms: number } } => entry.stat?.ms !== undefined,
  )
  if (!withAnchors || reached.length === 0) return undefined
  const bytes = reached.reduce((best, entry) => (entry.stat.over.gzip < best.stat.over.gzip ? entry : best))
  const fastest = reached.reduce((best, entry) => (entry.stat.ms < best.stat.ms ? entry : best))
  return { bytes, fastest }
}
const ratio = (value: number, base: number | undefined) => (base ? `${(value / base).toFixed(2)}×` : '—')
const journeyRows = journeyIds.flatMap((id) => {
  const best = bestAnchor(id)
  const rows = apps
    .map((app) => ({ app, stat: journeyStat(id, app) }))
    .filter((entry): entry is { app: KitApp; stat: JourneyStat } => entry.stat !== undefined)
    .map(({ app, stat }) => {
      const longTasks = stat.samples.map((sample) => sample.longTasks)
      const longTaskMs = stat.samples.map((sample) => sample.longTaskMs)
      const errors = [...new Set(stat.samples.flatMap((sample) => (sample.error ? [sample.error] : [])))]
      return `| ${id} | ${app.label} | ${pair(stat.bytes)} | ${app === REACT_ONLY ? '—' : pair(stat.over)} | ${!app.portico || !best ? '—' : ratio(stat.over.gzip, best.bytes.stat.over.gzip)} | ${stat.ms === undefined ? '—' : stat.ms.toFixed(0)} | ${!app.portico || !best || stat.ms === undefined ? '—' : ratio(stat.ms, best.fastest.stat.ms)} | ${median(longTasks)}; ${median(longTaskMs).toFixed(0)} ms | ${stat.reached}/${stat.runs}${errors.length > 0 ? ` (${errors.join('; ').replaceAll('|', '/')})` : ''} |`
    })
  return rows.length > 0 ? rows : [`| ${id} | not measured | — | — | — | — | — | — | — |`]
})

/** For each Portico journey, the chunks fetched that its screens do not render (NOT_RENDERED). */
const notRenderedRows = journeyIds.flatMap((id) => {
  const stat = journeyStat(id, PORTICO)
  if (!stat) return []
  const fetched = new Set(stat.samples[0]!.js.map((path) => path.replace(/^\//, '')))
  return NOT_RENDERED.filter((entry) => entry.journeys.includes(id)).flatMap((entry) => {
    const chunks = built
      .get(PORTICO.id)!
      .chunks.filter(
        (chunk) =>
          fetched.has(chunk.fileName) && chunkLabel({ ...chunk, gzip: chunk.bytes.gzip }) === entry.label,
      )
    const gzip = chunks.reduce((sum, chunk) => sum + chunk.bytes.gzip, 0)
    return gzip > 0 ? [`| ${id} | \`${entry.label}\` | ${kib(gzip)} | ${entry.reason} |`] : []
  })
})
const floorRows = journeyIds.flatMap((id) => {
  const floor = FLOORS[id]
  if (!floor) return []
  const stat = journeyStat(id, PORTICO)
  const measured = stat ? stat.over.gzip / 1024 : undefined
  return [
    `| ${id} | ${floor.kib} | ${measured === undefined ? '—' : measured.toFixed(1)} | ${measured === undefined ? '—' : (measured - floor.kib).toFixed(1)} | ${floor.argument} |`,
  ]
})
const journeyTargets: [string, string, boolean | undefined][] = (() => {
  const over = (id: JourneyId) => journeyStat(id, PORTICO)?.over.gzip
  const best = (id: JourneyId) => bestAnchor(id)?.bytes.stat.over.gzip
  const j0 = over('J0')
  const j1 = over('J1')
  const rows: [string, string, boolean | undefined][] = [
    [
      'J0 ≤ 20 KiB gzip over the React-only page',
      j0 === undefined ? '—' : `${kib(j0)} KiB`,
      j0 === undefined ? undefined : j0 <= 20 * 1024,
    ],
    [
      'J1 ≤ 60 KiB gzip over the React-only page',
      j1 === undefined ? '—' : `${kib(j1)} KiB`,
      j1 === undefined ? undefined : j1 <= 60 * 1024,
    ],
  ]
  for (const [id, share] of [
    ['J1', 8],
    ['J2', 5],
    ['J4', 5],
  ] as const) {
    const mine = over(id)
    const theirs = best(id)
    rows.push([
      `${id} ≤ 1/${share} of the best anchor's ${id} (bytes over the React-only page)`,
      mine === undefined || theirs === undefined
        ? `${mine === undefined ? '—' : `${kib(mine)} KiB`}; no anchor reached it`
        : `${kib(mine)} KiB vs ${kib(theirs)} KiB (${(mine / theirs).toFixed(2)})`,
      mine === undefined || theirs === undefined ? undefined : mine * share <= theirs,
    ])
  }
  return rows
})()

const git = (...gitArgs: string[]) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim()
const porticoVersion = `workspace sources at ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--', 'packages').length > 0 ? ' with uncommitted changes in packages/' : ''}`
const viteVersion = readPackage(resolvePackage('vite', root)!).version
const versions = withAnchors
  ? ANCHOR_PACKAGES.map((name) => {
      const dir = resolvePackage(name, APPS_DIR)
      return `${name} ${dir ? readPackage(dir).version : 'missing'}`
    }).join(', ')
  : `react ${readPackage(resolvePackage('react', root)!).version}`

const ANCHOR_NOTES = [
  "Every anchor uses wagmi 2: RainbowKit 2.2 and ConnectKit 1.9 require it and AppKit 1.8's wagmi adapter accepts it; @wagmi/core and @wagmi/connectors are pinned in bench/anchors so all kits and the baseline share one copy.",
  'ConnectKit 1.9 declares React 17 or 18 as its peer; it is installed next to React 19 through an npm override and renders and opens with it.',
  "The AppKit multichain app adds @reown/appkit-adapter-solana (it installs and builds). With Reown's API unreachable AppKit shows e-mail and social logins, WalletConnect and Search Wallet; its first wallet row is WalletConnect. RainbowKit's is Rainbow, ConnectKit's MetaMask; Portico's is WalletConnect too (its app turns WalletConnect on, like the anchors' defaults): the adapter lists that connector before the directory answers, and the server's recommended wallets follow it when /getWallets answers.",
  "Fetched before the click exceeds the initial bytes where a kit runs dynamic imports at load without any click: RainbowKit's, for one, loads the WalletConnect provider of wagmi's walletConnect connector and its wallets' icon modules.",
].join(' ')
const command = withAnchors ? '`npm run bench:anchors`' : '`npm run bench -- compare`'
const section = `## ${withAnchors ? 'anchors: Portico side by side with Reown AppKit, RainbowKit and ConnectKit' : "compare: Portico's minimal app in Chromium"}

Command: ${command}${RUNS === 9 ? '' : ` with \`--runs=${RUNS}\``}${JOURNEY_RUNS === 3 ? '' : ` \`--journey-runs=${JOURNEY_RUNS}\``}${journeyFilter ? ` \`--journeys=${journeyFilter}\`` : ''}. Measured ${new Date().toISOString()} on ${cpus().length} cores (${cpus()[0]?.model.trim()}), ${mib(totalmem())} MiB memory, 1-minute load average ${loadavg()[0]?.toFixed(1)} at the end, Node ${process.version}, headless Debian Chromium ${chromiumVersion}.

Versions: Portico ${porticoVersion}; ${versions}; built with Vite ${viteVersion} (@vitejs/plugin-react, target es2022).${withAnchors ? '' : ' The anchors are in the section written by `npm run bench:anchors`.'}

${
  withAnchors
    ? `${ANCHOR_NOTES}

`
    : ''
}Each app (bench/anchors/apps/<name>/main.tsx) is a Vite production build of one page that shows one connect button, every app with the workspace's react and react-dom (${[...new Set([...built.values()].map((output) => output.react))].join(', ')}; the column "React bundled" reads it from each build${withAnchors ? ", the kits' own React peers in bench/anchors aside" : ''}), so the rows over ${baselineName} subtract the same React here and in the other run, served uncompressed from its own static server on 127.0.0.1 (random port). Portico's app resolves @portico/* to the workspace sources and gets its wallet lists from a @portico/server (in-memory PGlite) on 127.0.0.1, as a dapp that hosts Portico would; the anchors get a dummy projectId${withAnchors ? ', and every request they make to their own services fails (Chromium maps every host but 127.0.0.1 to "not found")' : ''}. ${RUNS} runs after one warm-up per app, the apps alternating (round-robin) within each run, every visit in a fresh browser context. Cells are median (min–max).

JavaScript, KiB gzip -9 / brotli: total = every chunk of the build; one visitor (en) = every chunk but those that hold only Portico's translated messages (12 locales, a pair each, with the errors' id order all pairs share: a visitor loads one pair at most, none in English; other kits' translations are not told apart, so their one-visitor figure is their total); initial = the entry chunk and its static imports; lazy = the rest; fetched before the click = the app's .js files the browser requested from load until the network was idle (no click, no hover), compressed as the build's files.

| app | React bundled | total | one visitor (en) | initial | lazy | fetched before the click |
|---|---|---|---|---|---|---|
${apps.map((app) => bytesRow(app)).join('\n')}

The same, over ${baselineName}:

| app | total | one visitor (en) | initial | lazy | fetched before the click |
|---|---|---|---|---|---|
${apps
  .filter((app) => app !== baseline)
  .map((app) => bytesRow(app, baseline))
  .join('\n')}

In Chromium. Button: navigation start → first animation frame in which the connect button has a layout box. The click is a scripted \`click()\` with no pointer event before it; row: click → first animation frame in which the kit's first wallet row has a layout box (frames counted from the click; the kit's selector is in bench/kits/apps.ts). Hover: the pointer rests on the button for ${HOVER_MS / 1000} s first. Settled: click → the first frame from which the row's box (ancestor transforms included) and effective opacity stay unchanged for two more frames while no finite CSS or Web Animation is in its active phase in the page or its shadow roots, the connect button's own hover transitions and hints still waiting for their delay aside (so CSS, WAAPI and JS-driven animations count alike). The row counts once it has a layout box, possibly still transparent at the start of the kit's open animation; settled is when it is fully shown. Long tasks: PerformanceObserver \`longtask\` entries starting within 2 s after the cold click (count; total ms); other work on the machine causes some. Heap: V8 used heap 2 s after the cold click, after \`HeapProfiler.collectGarbage\`, in MiB (difference to ${baselineName}). Remote: requests and WebSockets to hosts other than 127.0.0.1 before the click (load, until the network is idle) / after it.

| app | nav → button (ms) | cold click → first wallet row (ms; frames) | hover, click → first wallet row (ms; frames) | cold click → settled (ms) | hover, click → settled (ms) | long tasks during open | heap after open (MiB) | remote requests load / open |
|---|---|---|---|---|---|---|---|---|
${apps.map((app) => `| ${browserRow(app)} |`).join('\n')}

Installed packages: the transitive dependencies, optional dependencies and required peers of the packages each app imports, as npm laid them out${withAnchors ? ' in bench/anchors (one lockfile for every app: a package two kits share counts for both)' : ''}, counted once per name@version, with their files' apparent size (nested node_modules excluded). Portico's packages are not published yet: they count as their workspace folders without tests, their dependencies as installed in the workspace.

| app | packages | disk (MiB) | packages over ${baselineName} | MiB over it |
|---|---|---|---|---|
${apps.map(installedRow).join('\n')}

### Journeys (issue 40)

Each journey runs ${JOURNEY_RUNS} times per app from navigation in a fresh browser context, with the Portico Dev Wallet injected as an extension would be (EIP-6963, approving every request; packages/devnet) and every app's chain an anvil on 127.0.0.1 (bench/anchors/apps/benchChain.ts), the apps alternating within each run; the steps are Playwright clicks and fills (bench/kits/journeys.ts), so each step's time includes Playwright's own round trips. JS = every .js file of the app's origin the browser requested from navigation until the network was idle after the last screen, compressed as the build's files (KiB gzip -9 / brotli; median); over = minus the React-only page's J0. Time: navigation start → the journey's last screen visible (J0: the button), median of the runs that reached it; ratios are to the anchor with the fewest bytes / the fastest anchor in this run (lower is better). Long tasks: from navigation to the end of the journey (median count; median total ms). This machine is shared with other work: times and their ratios move from run to run; bytes are exact.

| journey | app | JS (gzip / brotli) | over the React-only page | bytes ÷ best anchor | last screen (ms) | time ÷ fastest anchor | long tasks | reached |
|---|---|---|---|---|---|---|---|---|
${journeyRows.join('\n')}

Journeys: ${journeyIds.map((id) => `${id} ${JOURNEYS[id]}`).join('; ')}. J3 (the embedded wallet's email code), J5 (a Solana wallet-standard wallet) and J6 (a swap quote) need the stack's mail catcher, a Solana wallet and a swap venue that this bench does not start yet.

Bytes Portico's journeys load that their screens do not render, with the reason:

| journey | chunk | KiB gzip | why it loads |
|---|---|---|---|
${notRenderedRows.join('\n')}

The physical floor per journey (what its protocol and screens need over the React-only page, argued; KiB gzip) beside Portico's measurement:

| journey | floor | Portico | gap | what the floor holds |
|---|---|---|---|---|
${floorRows.join('\n')}

Issue 40's byte targets for Portico in this run:

| target | Portico | met |
|---|---|---|
${journeyTargets.map(([name, value, met]) => `| ${name} | ${value} | ${met === undefined ? '—' : met ? 'yes' : 'no'} |`).join('\n')}

Issue #11's targets for Portico in this run:

| target | Portico | met |
|---|---|---|
${checks.map(([name, value, met]) => `| ${name} | ${value} | ${met ? 'yes' : 'no'} |`).join('\n')}
`

writeFileSync(outfile, section)
console.log(section)
console.log(`Wrote ${outfile}`)
