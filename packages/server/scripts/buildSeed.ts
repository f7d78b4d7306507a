// Regenerates packages/server/seed/ from the project's reference data (shared/data). Run from the repo
// root: `npx tsx packages/server/scripts/buildSeed.ts ../shared/data`. The server never reads shared/
// at run time; it reads only what this script copies into seed/.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const dataDir = resolve(process.argv[2] ?? '../shared/data')
const seedDir = resolve(new URL('../seed', import.meta.url).pathname)
const GPL_ONLY_SOURCE = 'walletconnect-registry-v2-cache-2022'

function readJson(path: string): { [key: string]: Json } {
  return JSON.parse(readFileSync(join(dataDir, path), 'utf8'))
}

/** Drops nulls, empty arrays and empty objects so the seed stays small; the importer reads them as unknown. */
function compact(value: Json): Json | undefined {
  if (value === null) return undefined
  if (Array.isArray(value)) {
    const items = value.map(compact).filter((item): item is Json => item !== undefined)
    return items.length > 0 ? items : undefined
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter((entry): entry is readonly [string, Json] => entry[1] !== undefined)
    return entries.length > 0 ? Object.fromEntries(entries) : undefined
  }
  return value
}

function pick(record: { [key: string]: Json }, keys: readonly string[]): { [key: string]: Json } {
  return Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key] ?? null]))
}

rmSync(seedDir, { recursive: true, force: true })
mkdirSync(join(seedDir, 'wallet-logos'), { recursive: true })
mkdirSync(join(seedDir, 'chain-logos'), { recursive: true })

const walletFile = readJson('wallets.json')
const walletKeys = [
  'id',
  'name',
  'aliases',
  'homepage',
  'rdns',
  'walletconnect_id',
  'namespaces',
  'chains',
  'mobile',
  'desktop',
  'webapp',
  'app',
  'injected',
  'logo',
  'thirdweb_rank',
] as const
const wallets = (walletFile.wallets as { [key: string]: Json }[])
  .filter((wallet) => {
    const sources = wallet.sources as string[]
    return !(sources.length === 1 && sources[0] === GPL_ONLY_SOURCE)
  })
  .map((wallet) => {
    const injected = (wallet.injected as { [key: string]: Json }[] | null)?.map((entry) =>
      pick(entry, ['namespace', 'global', 'flag']),
    )
    return compact({ ...pick(wallet, walletKeys), injected: injected ?? null }) as { [key: string]: Json }
  })
for (const wallet of wallets) {
  if (typeof wallet.logo === 'string') copyFileSync(join(dataDir, wallet.logo), join(seedDir, wallet.logo))
}
writeFileSync(
  join(seedDir, 'wallets.json'),
  `${JSON.stringify({ schema: walletFile.schema, generated_at: walletFile.generated_at, count: wallets.length, wallets })}\n`,
)

const chainFile = readJson('chains.json')
const chainKeys = [
  'caip2',
  'namespace',
  'reference',
  'chain_id',
  'name',
  'short_name',
  'native_currency',
  'testnet',
  'rpc_urls',
  'block_explorers',
  'multicall3',
  'logo',
] as const
const chains = (chainFile.chains as { [key: string]: Json }[]).map((chain) => ({
  ...(compact(pick(chain, chainKeys)) as { [key: string]: Json }),
  testnet: chain.testnet ?? false,
}))
writeFileSync(
  join(seedDir, 'chains.json'),
  `${JSON.stringify({ schema: chainFile.schema, chains }, null, 1)}\n`,
)
for (const file of readdirSync(join(dataDir, 'chain-logos'))) {
  copyFileSync(join(dataDir, 'chain-logos', file), join(seedDir, 'chain-logos', basename(file)))
}

const currencies = (readJson('fiat/currencies.json').currencies as { [key: string]: Json }[])
  .filter((currency) => currency.fund_or_special !== true)
  .map((currency) => pick(currency, ['code', 'name', 'symbol']))
writeFileSync(join(seedDir, 'currencies.json'), `${JSON.stringify({ currencies }, null, 1)}\n`)

const tokenNames = new Map<string, string>()
for (const token of readJson('tokens/tokenlist.json').tokens as { symbol: string; name: string }[]) {
  if (!tokenNames.has(token.symbol)) tokenNames.set(token.symbol, token.name)
}
for (const chain of chainFile.chains as { native_currency: { symbol: string; name: string } }[]) {
  if (!tokenNames.has(chain.native_currency.symbol))
    tokenNames.set(chain.native_currency.symbol, chain.native_currency.name)
}
const tokens = [...tokenNames].map(([symbol, name]) => ({ symbol, name }))
writeFileSync(join(seedDir, 'tokens.json'), `${JSON.stringify({ tokens }, null, 1)}\n`)

console.log(
  `seed: ${wallets.length} wallets, ${chains.length} chains, ${currencies.length} currencies, ${tokens.length} tokens`,
)
