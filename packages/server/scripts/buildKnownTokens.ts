/**
 * Writes seed/known-tokens.json: the EVM tokens of the reference token list whose balances the
 * blockchain API reads. Run from the repository root:
 * `npx tsx packages/server/scripts/buildKnownTokens.ts ../shared/data`
 * Only facts are copied (chain, contract address, name, symbol, decimals); logos are not.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

type ListToken = {
  chainId: number
  address: string
  name: string
  symbol: string
  decimals: number
  extensions?: { caip2?: string; source?: string }
}

const dataDir = process.argv[2]
if (!dataDir) {
  console.error('Usage: buildKnownTokens.ts <shared data dir>')
  process.exit(2)
}
const list = JSON.parse(readFileSync(join(dataDir, 'tokens/tokenlist.json'), 'utf8')) as {
  name: string
  version: { major: number; minor: number; patch: number }
  tokens: ListToken[]
}

const tokens = list.tokens
  .filter(
    (token) => token.extensions?.caip2?.startsWith('eip155:') && /^0x[0-9a-fA-F]{40}$/.test(token.address),
  )
  .map((token) => ({
    caip2: token.extensions?.caip2,
    address: token.address,
    name: token.name.trim(),
    symbol: token.symbol,
    decimals: token.decimals,
    source: token.extensions?.source,
  }))

const file = {
  schema: 'known-tokens/1',
  provenance: [
    `Selected from the reference token list "${list.name}" ${list.version.major}.${list.version.minor}.${list.version.patch} (shared/data/tokens/tokenlist.json), EVM entries only.`,
    'Each entry keeps its upstream source code (see packages/server/seed/README.md): most are facts from the GPL-3.0-or-later Uniswap and SushiSwap default lists, others from the MIT OR Apache-2.0 Linea list, OP-Stack predeploys and Circle testnet USDC.',
    'Only facts are copied (chain, address, name, symbol, decimals); no logos. Verify before use: addresses can be stale.',
  ],
  tokens,
}
writeFileSync(new URL('../seed/known-tokens.json', import.meta.url), `${JSON.stringify(file, null, 1)}\n`)
console.log(`known-tokens: ${tokens.length} tokens`)
