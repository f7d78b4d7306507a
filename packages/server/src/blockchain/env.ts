import { readFileSync } from 'node:fs'
import { BlockchainConfigError } from './errors.ts'
import type { BlockchainNetworkConfig } from './network.ts'
import { devnetNetworkConfigs, seedNetworkConfigs } from './networks.ts'
import type { BlockchainOptions } from './options.ts'
import { createCoinGeckoPriceProvider } from './prices/coingeckoPriceProvider.ts'
import {
  createLocalPriceProvider,
  DEFAULT_LOCAL_PRICES,
  type LocalPrices,
} from './prices/localPriceProvider.ts'

/** The environment variables {@link blockchainOptionsFromEnv} reads (documented in README.md here). */
export const BLOCKCHAIN_ENV = [
  'PORTICO_DEVNET',
  'PORTICO_DEVNET_A_RPC_URL',
  'PORTICO_DEVNET_B_RPC_URL',
  'PORTICO_SEED_NETWORKS',
  'PORTICO_NETWORKS',
  'PORTICO_PRICES',
  'PORTICO_PRICE_API_URL',
  'PORTICO_PRICE_API_KEY',
  'PORTICO_PRICE_API_KEY_HEADER',
  'PORTICO_BALANCE_CACHE_MS',
  'PORTICO_PRICE_CACHE_MS',
] as const

type Env = Readonly<Record<string, string | undefined>>

/** Inline JSON (starting with `[` or `{`) or the path of a JSON file. */
function readJson(name: string, value: string): unknown {
  const text = /^\s*[[{]/.test(value) ? value : readFileSync(value, 'utf8')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new BlockchainConfigError(`${name} is not valid JSON`, { cause: error })
  }
}

function milliseconds(name: string, value: string | undefined): number | undefined {
  if (!value) return undefined
  const number = Number(value)
  if (!Number.isInteger(number) || number < 0) {
    throw new BlockchainConfigError(`${name} must be a whole number of milliseconds, got "${value}"`)
  }
  return number
}

function networksOf(value: unknown): BlockchainNetworkConfig[] {
  if (
    !Array.isArray(value) ||
    !value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.caipNetworkId === 'string' &&
        Array.isArray(entry.rpcUrls) &&
        entry.rpcUrls.every((url: unknown) => typeof url === 'string'),
    )
  ) {
    throw new BlockchainConfigError('PORTICO_NETWORKS must be a list of { caipNetworkId, rpcUrls: [...] }')
  }
  return value as BlockchainNetworkConfig[]
}

function pricesOf(value: unknown): LocalPrices {
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (table) =>
        typeof table === 'object' &&
        table !== null &&
        Object.values(table).every(
          (price) => typeof price === 'number' && Number.isFinite(price) && price >= 0,
        ),
    )
  if (!valid)
    throw new BlockchainConfigError('PORTICO_PRICES must look like {"usd": {"ETH": 3000, "PUSD": 1}}')
  return Object.fromEntries(
    Object.entries(value as LocalPrices).map(([code, table]) => [code.toLowerCase(), table]),
  )
}

/**
 * Blockchain API options from environment variables:
 * - `PORTICO_DEVNET=off` leaves out the devnet chains; `PORTICO_DEVNET_A_RPC_URL` and
 *   `PORTICO_DEVNET_B_RPC_URL` move them (default http://127.0.0.1:8545 and :8546).
 * - `PORTICO_SEED_NETWORKS=eip155:1,eip155:8453` serves seed chains with their public RPC URLs.
 * - `PORTICO_NETWORKS` (JSON or a JSON file) adds networks: `[{"caipNetworkId":"eip155:1","rpcUrls":[…]}]`.
 * - `PORTICO_PRICES` (JSON or file) replaces the local price table.
 * - `PORTICO_PRICE_API_URL` (+ `PORTICO_PRICE_API_KEY`, `PORTICO_PRICE_API_KEY_HEADER`) asks a
 *   CoinGecko-compatible API first and the local table for what it does not price.
 * - `PORTICO_BALANCE_CACHE_MS`, `PORTICO_PRICE_CACHE_MS`.
 */
export function blockchainOptionsFromEnv(env: Env): BlockchainOptions {
  const networks: BlockchainNetworkConfig[] = []
  if ((env.PORTICO_DEVNET ?? '').toLowerCase() !== 'off') {
    networks.push(
      ...devnetNetworkConfigs({
        31337: env.PORTICO_DEVNET_A_RPC_URL || undefined,
        31338: env.PORTICO_DEVNET_B_RPC_URL || undefined,
      }),
    )
  }
  const seedIds = (env.PORTICO_SEED_NETWORKS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  networks.push(...seedNetworkConfigs(seedIds))
  if (env.PORTICO_NETWORKS) networks.push(...networksOf(readJson('PORTICO_NETWORKS', env.PORTICO_NETWORKS)))

  const local = createLocalPriceProvider(
    env.PORTICO_PRICES ? pricesOf(readJson('PORTICO_PRICES', env.PORTICO_PRICES)) : DEFAULT_LOCAL_PRICES,
  )
  const priceProviders = env.PORTICO_PRICE_API_URL
    ? [
        createCoinGeckoPriceProvider({
          url: env.PORTICO_PRICE_API_URL,
          apiKey: env.PORTICO_PRICE_API_KEY || undefined,
          apiKeyHeader: env.PORTICO_PRICE_API_KEY_HEADER || undefined,
        }),
        local,
      ]
    : [local]

  return {
    networks,
    priceProviders,
    balanceCacheMs: milliseconds('PORTICO_BALANCE_CACHE_MS', env.PORTICO_BALANCE_CACHE_MS),
    priceCacheMs: milliseconds('PORTICO_PRICE_CACHE_MS', env.PORTICO_PRICE_CACHE_MS),
  }
}
