import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Address, getAddress } from 'viem'
import { SEED_DIR } from '../seed/seedPaths.ts'

/** An ERC20 whose balance the API reads on its network. */
export type KnownToken = {
  /** CAIP-2 id of the token's network. */
  caipNetworkId: string
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** An SPL token whose balance the API reads on its Solana network, by mint address (base58). */
export type SolanaKnownToken = {
  /** CAIP-2 id of the token's network. */
  caipNetworkId: string
  address: string
  name: string
  symbol: string
  decimals: number
}

export const SEED_KNOWN_TOKENS_FILE = join(SEED_DIR, 'known-tokens.json')

/** The EVM tokens of the seed token list (seed/known-tokens.json, see its provenance). */
export function loadSeedTokens(file: string = SEED_KNOWN_TOKENS_FILE): KnownToken[] {
  const { tokens } = JSON.parse(readFileSync(file, 'utf8')) as {
    tokens: { caip2: string; address: string; name: string; symbol: string; decimals: number }[]
  }
  return tokens.map((token) => ({
    caipNetworkId: token.caip2,
    address: getAddress(token.address),
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
  }))
}

/** Tokens by network, without duplicates (the first entry of an address wins). */
export function groupTokensByNetwork(tokens: readonly KnownToken[]): Map<string, KnownToken[]> {
  const byNetwork = new Map<string, KnownToken[]>()
  const seen = new Set<string>()
  for (const token of tokens) {
    const key = `${token.caipNetworkId}:${token.address.toLowerCase()}`
    if (seen.has(key)) continue
    seen.add(key)
    const list = byNetwork.get(token.caipNetworkId) ?? []
    list.push(token)
    byNetwork.set(token.caipNetworkId, list)
  }
  return byNetwork
}
