import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import { sourceConditions } from '../scripts/sourceConditions.mjs'

/**
 * What a dapp downloads from Portico before the first click (the button and the instance) and what
 * loads on first intent (the modal chunk), built with Vite like a dapp would. React is external in
 * the first two cases: a React dapp already ships it. The demo row is the whole demo app.
 */
const outfile = process.argv[2] ?? join(import.meta.dirname, 'results', 'modal-bundle.md')
const root = join(import.meta.dirname, '..')
const work = join(root, 'node_modules', '.portico-bench', 'modal-bundle')
const REACT = ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']

type Sizes = { min: number; gzip: number; brotli: number }
const measure = (code: string): Sizes => ({
  min: code.length,
  gzip: gzipSync(code, { level: 9 }).length,
  brotli: brotliCompressSync(code).length,
})
const add = (a: Sizes, b: Sizes): Sizes => ({
  min: a.min + b.min,
  gzip: a.gzip + b.gzip,
  brotli: a.brotli + b.brotli,
})
const zero: Sizes = { min: 0, gzip: 0, brotli: 0 }

async function bundle(projectRoot: string, external: string[]) {
  const result = (await build({
    root: projectRoot,
    configFile: false,
    ...sourceConditions,
    logLevel: 'error',
    plugins: [react()],
    build: { write: false, target: 'es2022', rolldownOptions: { external } },
  })) as Rolldown.RolldownOutput
  const chunks = result.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
  let initial = zero
  let lazy = zero
  const lazyNames: string[] = []
  // Feature names only the chain's wallet code holds: Solana's wallet-standard features, Bitcoin's
  // wallet-standard features and the sats-connect provider list.
  const solana = chunks.some((chunk) => /solana:signTransaction|solana:signMessage/.test(chunk.code))
  const bitcoin = chunks.some((chunk) => /bitcoin:connect|btc_providers/.test(chunk.code))
  for (const chunk of chunks) {
    if (chunk.isEntry) initial = add(initial, measure(chunk.code))
    else {
      lazy = add(lazy, measure(chunk.code))
      lazyNames.push(chunk.name)
    }
  }
  return { initial, lazy, lazyNames, solana, bitcoin }
}

function app(name: string, source: string) {
  const dir = join(work, name)
  mkdirSync(join(dir, 'src'), { recursive: true })
  writeFileSync(
    join(dir, 'index.html'),
    '<div id="root"></div><script type="module" src="/src/main.tsx"></script>',
  )
  writeFileSync(join(dir, 'src', 'main.tsx'), source)
  return dir
}

rmSync(work, { recursive: true, force: true })
const cases = [
  {
    name: 'ConnectButton + createPortico (no adapter), React external',
    dir: app(
      'button',
      `import { createPortico } from '@portico/core'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const portico = createPortico({ apiUrl: 'http://127.0.0.1:8787' })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  {
    name: 'ConnectButton + createPortico + lazyEvmAdapter (@portico/evm/lazy), React external',
    dir: app(
      'lazy-evm',
      `import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [] })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  {
    name: 'ConnectButton + createPortico + lazyEvmAdapter + lazySolanaAdapter (@portico/solana/lazy), React external',
    dir: app(
      'lazy-evm-solana',
      `import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [] }), lazySolanaAdapter({ networks: [] })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  {
    name: 'ConnectButton + createPortico + lazyEvmAdapter with the embedded wallet (auth), React external',
    dir: app(
      'lazy-evm-auth',
      `import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const auth = { vaultUrl: 'http://127.0.0.1:8788' }
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [], auth })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  {
    name: 'ConnectButton + createPortico + lazyEvmAdapter + lazySolanaAdapter, both with auth, React external',
    dir: app(
      'lazy-evm-solana-auth',
      `import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const auth = { vaultUrl: 'http://127.0.0.1:8788' }
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [], auth }), lazySolanaAdapter({ networks: [], auth })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  {
    name: 'ConnectButton + createPortico + the lazy EVM, Solana and Bitcoin adapters, React external',
    dir: app(
      'lazy-all-chains',
      `import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import { createPortico } from '@portico/core'
import { lazyEvmAdapter } from '@portico/evm/lazy'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { ConnectButton, PorticoProvider } from '@portico/react'
import { createRoot } from 'react-dom/client'
const portico = createPortico({ adapters: [lazyEvmAdapter({ networks: [] }), lazySolanaAdapter({ networks: [] }), lazyBitcoinAdapter({ networks: [] })] })
createRoot(document.getElementById('root')!).render(<PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>)`,
    ),
    external: REACT,
  },
  { name: 'apps/demo (whole page, React included)', dir: join(root, 'apps', 'demo'), external: [] },
]

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const rows: string[] = []
for (const entry of cases) {
  const { initial, lazy, lazyNames, solana, bitcoin } = await bundle(entry.dir, entry.external)
  rows.push(
    `| ${entry.name} | ${kb(initial.min)} | ${kb(initial.gzip)} | ${kb(initial.brotli)} | ${kb(lazy.gzip)} (${lazyNames.sort().join(', ')}) | ${solana ? 'yes' : 'no'} | ${bitcoin ? 'yes' : 'no'} |`,
  )
}
rmSync(work, { recursive: true, force: true })

const section = [
  '## modal-bundle: what a dapp loads before the first click',
  '',
  'Command: `npm run bench -- modalBundle`',
  `Date: ${new Date().toISOString()}`,
  '',
  'Initial = the entry chunk (budget: 30 KiB gzip for Portico before the first click). Lazy = chunks loaded on first intent or navigation. Solana / Bitcoin code = any chunk holds the wallet code of that chain (the Solana or Bitcoin wallet-standard features or the sats-connect provider list): an EVM-only app must say no to both.',
  '',
  '| app | initial min KiB | initial gzip KiB | initial brotli KiB | lazy gzip KiB (chunks) | Solana code | Bitcoin code |',
  '|---|---|---|---|---|---|---|',
  ...rows,
  '',
]
writeFileSync(outfile, section.join('\n'))
console.log(section.join('\n'))
