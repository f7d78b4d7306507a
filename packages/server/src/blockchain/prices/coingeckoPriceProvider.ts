import { PriceProviderError } from '../errors.ts'
import type { PricedToken, PriceProvider } from './priceProvider.ts'

/** How a network is named by a CoinGecko-compatible API: its asset platform and its native coin. */
export type CoinGeckoPlatform = { platform: string; nativeCoinId: string }

/** CoinGecko asset platforms and native coin ids of common EVM networks. */
export const DEFAULT_COINGECKO_PLATFORMS: Readonly<Record<string, CoinGeckoPlatform>> = {
  'eip155:1': { platform: 'ethereum', nativeCoinId: 'ethereum' },
  'eip155:10': { platform: 'optimistic-ethereum', nativeCoinId: 'ethereum' },
  'eip155:56': { platform: 'binance-smart-chain', nativeCoinId: 'binancecoin' },
  'eip155:100': { platform: 'xdai', nativeCoinId: 'xdai' },
  'eip155:137': { platform: 'polygon-pos', nativeCoinId: 'polygon-ecosystem-token' },
  'eip155:324': { platform: 'zksync', nativeCoinId: 'ethereum' },
  'eip155:8453': { platform: 'base', nativeCoinId: 'ethereum' },
  'eip155:42161': { platform: 'arbitrum-one', nativeCoinId: 'ethereum' },
  'eip155:43114': { platform: 'avalanche', nativeCoinId: 'avalanche-2' },
  'eip155:59144': { platform: 'linea', nativeCoinId: 'ethereum' },
  'eip155:534352': { platform: 'scroll', nativeCoinId: 'ethereum' },
}

export type CoinGeckoPriceProviderOptions = {
  /** API root, e.g. `https://pro-api.coingecko.com/api/v3`. */
  url: string
  /** Sent in `apiKeyHeader` when set. */
  apiKey?: string | undefined
  /** Default `x-cg-pro-api-key` (the demo API uses `x-cg-demo-api-key`). */
  apiKeyHeader?: string | undefined
  /** Networks the provider can price; default {@link DEFAULT_COINGECKO_PLATFORMS}. */
  platforms?: Readonly<Record<string, CoinGeckoPlatform>> | undefined
  /** Default 10 s. */
  timeoutMs?: number | undefined
}

/** At most this many contract addresses per `/simple/token_price` request. */
const ADDRESSES_PER_REQUEST = 100

type PriceTable = Record<string, Record<string, number | undefined> | undefined>

/**
 * Prices from a CoinGecko-compatible API: `GET {url}/simple/token_price/{platform}?contract_addresses=
 * a,b&vs_currencies={currency}` for tokens and `GET {url}/simple/price?ids=a,b&vs_currencies={currency}`
 * for native coins; both answer `{ [address or id]: { [currency]: price } }`. Networks without a
 * platform get no price.
 */
export function createCoinGeckoPriceProvider(options: CoinGeckoPriceProviderOptions): PriceProvider {
  const root = options.url.replace(/\/+$/, '')
  const platforms = options.platforms ?? DEFAULT_COINGECKO_PLATFORMS
  const headers: Record<string, string> = { accept: 'application/json' }
  if (options.apiKey) headers[options.apiKeyHeader ?? 'x-cg-pro-api-key'] = options.apiKey
  const timeoutMs = options.timeoutMs ?? 10_000

  async function fetchTable(path: string, query: Record<string, string>): Promise<PriceTable> {
    const url = `${root}${path}?${new URLSearchParams(query)}`
    let response: Response
    try {
      response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw new PriceProviderError('Price API did not answer', {
        details: `GET ${root}${path}`,
        cause: error,
      })
    }
    if (!response.ok) {
      throw new PriceProviderError(`HTTP status code: ${response.status}`, {
        code: response.status,
        details: `GET ${root}${path}`,
      })
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw new PriceProviderError('Price API answered something other than a price table', {
        details: `GET ${root}${path}`,
      })
    }
    return body as PriceTable
  }

  return {
    async getPrices(currency, tokens) {
      const vs = currency.toLowerCase()
      const requests: Promise<void>[] = []
      const prices = new Map<PricedToken, number | undefined>()
      const read = (table: PriceTable, key: string) => {
        const price = table[key]?.[vs]
        return typeof price === 'number' && Number.isFinite(price) ? price : undefined
      }

      const natives = tokens.filter((token) => token.address === null && platforms[token.caipNetworkId])
      const coinIds = [...new Set(natives.map((token) => platforms[token.caipNetworkId]?.nativeCoinId ?? ''))]
      if (coinIds.length > 0) {
        requests.push(
          fetchTable('/simple/price', { ids: coinIds.join(','), vs_currencies: vs }).then((table) => {
            for (const token of natives)
              prices.set(token, read(table, platforms[token.caipNetworkId]?.nativeCoinId ?? ''))
          }),
        )
      }

      const byPlatform = new Map<string, PricedToken[]>()
      for (const token of tokens) {
        const platform = platforms[token.caipNetworkId]?.platform
        if (!token.address || !platform) continue
        byPlatform.set(platform, [...(byPlatform.get(platform) ?? []), token])
      }
      for (const [platform, list] of byPlatform) {
        for (let start = 0; start < list.length; start += ADDRESSES_PER_REQUEST) {
          const chunk = list.slice(start, start + ADDRESSES_PER_REQUEST)
          const addresses = [...new Set(chunk.map((token) => token.address?.toLowerCase() ?? ''))]
          requests.push(
            fetchTable(`/simple/token_price/${encodeURIComponent(platform)}`, {
              contract_addresses: addresses.join(','),
              vs_currencies: vs,
            }).then((table) => {
              for (const token of chunk) prices.set(token, read(table, token.address?.toLowerCase() ?? ''))
            }),
          )
        }
      }

      await Promise.all(requests)
      return tokens.map((token) => prices.get(token))
    },
  }
}
