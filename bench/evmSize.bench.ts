import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { SOURCE_CONDITION } from '../scripts/sourceConditions.mjs'

/** Minified size of @portico/evm as an EVM-only dapp ships it (esbuild, browser, ESM, tree-shaken). */
const outfile = process.argv[2] ?? join(import.meta.dirname, 'results', 'evm-size.md')
const resolveDir = join(import.meta.dirname, '..', 'packages', 'evm')

const cases = [
  {
    name: 'createEvmAdapter + toCaipNetwork(mainnet)',
    contents: `import { createEvmAdapter, toCaipNetwork } from '@portico/evm'
import { mainnet } from 'viem/chains'
export const adapter = createEvmAdapter({ networks: [toCaipNetwork(mainnet)] })`,
  },
  {
    name: 'anchor: @wagmi/core createConfig + injected + connect (no Portico)',
    contents: `import { createConfig, http, injected, connect } from '@wagmi/core'
import { mainnet } from 'viem/chains'
export const config = createConfig({ chains: [mainnet], connectors: [injected()], transports: { [mainnet.id]: http() } })
export { connect }`,
  },
]

const rows: string[] = []
for (const entry of cases) {
  for (const external of [[], ['@portico/core']]) {
    if (entry.name.startsWith('anchor') && external.length > 0) continue
    const result = await build({
      stdin: { contents: entry.contents, resolveDir, loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      conditions: [SOURCE_CONDITION],
      target: 'es2022',
      write: false,
      external,
      logLevel: 'error',
    })
    const code = result.outputFiles[0]!.contents
    const kb = (bytes: number) => (bytes / 1024).toFixed(1)
    const label = external.length > 0 ? `${entry.name}, @portico/core external` : entry.name
    rows.push(
      `| ${label} | ${kb(code.length)} | ${kb(gzipSync(code, { level: 9 }).length)} | ${kb(brotliCompressSync(code).length)} |`,
    )
  }
}

const section = [
  '## evm-size: @portico/evm bundle cost',
  '',
  'Command: `npm run bench -- evmSize`',
  `Date: ${new Date().toISOString()}`,
  '',
  'One bundle with every dynamic import inlined: it counts the viem actions the adapter loads only on',
  'the first balance read, fee estimate or send (estimateGas, simulateContract, writeContract,',
  "waitForTransactionReceipt) and viem's lazily imported secp256k1, so it is an upper bound of what",
  'the adapter can ever fetch, not what it fetches to list and connect wallets.',
  '',
  '| bundle | min KiB | gzip KiB | brotli KiB |',
  '|---|---|---|---|',
  ...rows,
  '',
]
writeFileSync(outfile, section.join('\n'))
console.log(section.join('\n'))
