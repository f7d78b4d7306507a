import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { sourceConditions } from '../scripts/sourceConditions.mjs'
import { JOURNEYS as JOURNEY_NAMES } from './kits/journeys.ts'
import { journeyChunks, type WalkChunk, walkJourney } from './kits/journeyWalk.ts'

/**
 * Size budgets (the brief's performance rule: nothing heavy before the first click, every feature a lazy
 * chunk). A production Vite build of an app with the ConnectButton and all three lazy chain adapters,
 * React external as a React dapp already ships it; sizes are gzip -9 in KiB. Budgets: sizeBudgets.json.
 */
type Journey = {
  /** The budget: gzip KiB of every chunk the journey loads (React external, as the React-only page ships it). */
  budgetKiB: number
  /** The modules whose `import()` the journey runs, as `npm run bench:anchors` saw them fetched. */
  loads: string[]
  /** The gzip KiB of each chunk of the journey when the budget was set: a journey over budget names those that grew. */
  chunks: Record<string, number>
}
type Budgets = {
  journeys: Record<string, Journey>
  initialKiB: number
  appkitOverReactKiB: number
  sharedKiB: number
  unlistedChunkKiB: number
  chunks: Record<string, number>
}
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, 'sizeBudgets.json'), 'utf8')) as Budgets

const root = join(import.meta.dirname, '..')
const work = join(root, 'node_modules', '.portico-size-budgets')
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']
const APP = `import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [] }), lazySolanaAdapter({ networks: [] }), lazyBitcoinAdapter({ networks: [] })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`

// One dapp two ways, on the same three networks: with @portico/react, and as AppKit's documentation
// writes it, on @portico/appkit. The difference is what the AppKit API adds before the first click.
// wagmi and viem are external in both builds, as React is: a wagmi dapp ships them already (the
// WagmiAdapter's config is the dapp's own wagmi config).
const REACT_APP = `import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { bitcoin } from '@portico/bitcoin/networks'
import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { toCaipNetwork } from '@portico/evm/networks'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { solanaMainnet } from '@portico/solana/networks'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'
const evm = [toCaipNetwork(mainnet)]
const portico = createPortico({ projectId: 'portico-local', networks: [...evm, solanaMainnet, bitcoin], adapters: [lazyEvmAdapter({ networks: evm }), lazySolanaAdapter({ networks: [solanaMainnet] }), lazyBitcoinAdapter({ networks: [bitcoin] })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`
const APPKIT_APP = `import { createAppKit } from '@portico/appkit/react'
import { BitcoinAdapter } from '@portico/appkit/adapter-bitcoin'
import { SolanaAdapter } from '@portico/appkit/adapter-solana'
import { WagmiAdapter } from '@portico/appkit/adapter-wagmi'
import { mainnet, solana, bitcoin } from '@portico/appkit/networks'
import { createRoot } from 'react-dom/client'
const wagmiAdapter = new WagmiAdapter({ networks: [mainnet], projectId: 'portico-local' })
createAppKit({ adapters: [wagmiAdapter, new SolanaAdapter(), new BitcoinAdapter()], networks: [mainnet, solana, bitcoin], projectId: 'portico-local' })
createRoot(document.getElementById('root')!).render(<appkit-button />)`
const WAGMI = ['@wagmi/core', 'viem', 'viem/chains']

const kib = (code: string) => gzipSync(code, { level: 9 }).length / 1024
const round = (value: number) => Math.round(value * 10) / 10

async function buildChunks(app: string, external: string[], define: Record<string, string> = {}) {
  rmSync(work, { recursive: true, force: true })
  mkdirSync(join(work, 'src'), { recursive: true })
  writeFileSync(
    join(work, 'index.html'),
    '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  )
  writeFileSync(join(work, 'src', 'main.tsx'), app)
  // Vitest sets NODE_ENV=test, and Vite builds with it: JSX would compile to jsxDEV calls with source
  // locations (~3 KiB gzip more before the click). A dapp ships a production build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = (await build({
    root: work,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    ...sourceConditions,
    define,
    build: { write: false, target: 'es2022', rolldownOptions: { external } },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })) as Rolldown.RolldownOutput
  return new Map(
    result.output
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  )
}

async function measure(app = APP, external = REACT) {
  const chunks = await buildChunks(app, external)
  // Before the first click: the entry chunk and every chunk it imports statically, transitively.
  const initial = new Set<string>()
  const visit = (fileName: string) => {
    if (initial.has(fileName)) return
    initial.add(fileName)
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  const lazy = new Map<string, number>()
  let initialKiB = 0
  let sharedKiB = 0
  for (const chunk of chunks.values()) {
    if (initial.has(chunk.fileName)) initialKiB += kib(chunk.code)
    else if (chunk.isDynamicEntry) lazy.set(chunk.name, (lazy.get(chunk.name) ?? 0) + kib(chunk.code))
    else sharedKiB += kib(chunk.code)
  }
  return { initialKiB: round(initialKiB), sharedKiB: round(sharedKiB), lazy }
}

/**
 * The bench's Portico app (bench/anchors/apps/portico: the lazy EVM adapter with WalletConnect on and a
 * ConnectButton), React external: what each journey of issue 40 loads over the React-only page.
 */
async function journeyBuild(): Promise<WalkChunk[]> {
  const apps = join(root, 'bench', 'anchors', 'apps')
  const main = readFileSync(join(apps, 'portico', 'main.tsx'), 'utf8').replace(
    "'../benchChain.ts'",
    `'${join(apps, 'benchChain.ts')}'`,
  )
  const chunks = await buildChunks(main, REACT, {
    'import.meta.env.VITE_PORTICO_API_URL': JSON.stringify('http://127.0.0.1:8787'),
    'import.meta.env.VITE_BENCH_RPC_URL': JSON.stringify('http://127.0.0.1:8545'),
  })
  return [...chunks.values()].map((chunk) => ({
    fileName: chunk.fileName,
    name: chunk.name,
    isEntry: chunk.isEntry,
    facade: chunk.facadeModuleId,
    imports: chunk.imports,
    gzip: gzipSync(chunk.code, { level: 9 }).length,
  }))
}

describe('journey budgets: what each visitor journey loads (issue 40; bench/RESULTS.md)', () => {
  let chunks: WalkChunk[]

  it('builds the journeys app', async () => {
    chunks = await journeyBuild()
  }, 120_000)

  for (const [id, journey] of Object.entries(budgets.journeys))
    it(`${id} loads at most ${journey.budgetKiB} KiB gzip`, () => {
      const walked = walkJourney(chunks, journey.loads)
      expect(walked.missing, `${id}: modules it imports that are no lazy chunk any more`).toEqual([])
      const sizes = journeyChunks(walked.chunks)
      console.log(
        `${id}: ${JSON.stringify(Object.fromEntries([...sizes].map(([label, bytes]) => [label, round(bytes / 1024)])))}`,
      )
      const total = round([...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024)
      if (total <= journey.budgetKiB) return
      const grew = [...sizes]
        .map(([label, bytes]) => ({ label, kib: round(bytes / 1024), was: journey.chunks[label] }))
        .filter(({ kib, was }) => was === undefined || kib > was)
        .map(({ label, kib, was }) => `${label}: ${kib} KiB (${was === undefined ? 'new' : `was ${was}`})`)
      expect.fail(
        `${id} (${id in JOURNEY_NAMES ? JOURNEY_NAMES[id as keyof typeof JOURNEY_NAMES] : id}) loads ${total} KiB > ${journey.budgetKiB} KiB; the chunks that grew: ${grew.join('; ') || 'none (the split changed)'}`,
      )
    })
})

describe('size budgets: JS before the first click and every lazy feature chunk', () => {
  let sizes: Awaited<ReturnType<typeof measure>>
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  it(`loads at most ${budgets.initialKiB} KiB gzip of Portico before the first click`, async () => {
    sizes = await measure()
    expect(sizes.initialKiB).toBeLessThanOrEqual(budgets.initialKiB)
  }, 120_000)

  it('keeps every lazy feature chunk and the shared chunks within their budgets', () => {
    const over = [...sizes.lazy]
      .map(([name, size]) => ({
        name,
        size: round(size),
        budget: budgets.chunks[name] ?? budgets.unlistedChunkKiB,
      }))
      .filter(({ size, budget }) => size > budget)
      .map(({ name, size, budget }) => `${name}: ${size} KiB > ${budget} KiB`)
    if (sizes.sharedKiB > budgets.sharedKiB)
      over.push(`shared chunks: ${sizes.sharedKiB} KiB > ${budgets.sharedKiB} KiB`)
    expect(over, 'over budget (bench/sizeBudgets.json)').toEqual([])
  })

  it(`@portico/appkit adds at most ${budgets.appkitOverReactKiB} KiB gzip before the first click over @portico/react`, async () => {
    const react = await measure(REACT_APP, [...REACT, ...WAGMI])
    const appkit = await measure(APPKIT_APP, [...REACT, ...WAGMI])
    const added = round(appkit.initialKiB - react.initialKiB)
    console.log(
      `before the first click: @portico/react ${react.initialKiB} KiB, @portico/appkit ${appkit.initialKiB} KiB (+${added})`,
    )
    expect(added).toBeLessThanOrEqual(budgets.appkitOverReactKiB)
  }, 240_000)
})
