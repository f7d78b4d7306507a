import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PriceProviderError } from '../errors.ts'
import { cachePrices } from './cachedPriceProvider.ts'
import { createCoinGeckoPriceProvider } from './coingeckoPriceProvider.ts'
import { createLocalPriceProvider } from './localPriceProvider.ts'
import { combinePriceProviders, type PricedToken, type PriceProvider } from './priceProvider.ts'

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const DAI = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const BASE_USDC = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'

const eth: PricedToken = { caipNetworkId: 'eip155:1', address: null, symbol: 'ETH' }
const usdc: PricedToken = { caipNetworkId: 'eip155:1', address: USDC, symbol: 'USDC' }
const dai: PricedToken = { caipNetworkId: 'eip155:1', address: DAI, symbol: 'DAI' }
const baseUsdc: PricedToken = { caipNetworkId: 'eip155:8453', address: BASE_USDC, symbol: 'USDC' }
const devnetPusd: PricedToken = {
  caipNetworkId: 'eip155:31337',
  address: '0xA15BB66138824a1c7167f5E85b957d04Dd34E468',
  symbol: 'PUSD',
}

type Seen = { path: string; query: URLSearchParams; headers: IncomingHttpHeaders }

/**
 * A local server speaking the CoinGecko /simple API: it answers from a fixed table, and with 429 when
 * the key is "limited" (the real API cannot be reached from here).
 */
describe('CoinGecko-compatible price provider against a local stand-in (packages/server/README.md providers)', () => {
  let server: Server
  let url: string
  const seen: Seen[] = []
  const table: Record<string, Record<string, Record<string, number>>> = {
    ethereum: { [USDC.toLowerCase()]: { usd: 0.9998, eur: 0.92 }, [DAI.toLowerCase()]: { usd: 1.0002 } },
    base: { [BASE_USDC.toLowerCase()]: { usd: 0.9997 } },
  }
  const coins: Record<string, Record<string, number>> = { ethereum: { usd: 3120.5, eur: 2870.1 } }

  beforeAll(async () => {
    server = createServer((request, response) => {
      const parsed = new URL(request.url ?? '/', 'http://stand-in')
      seen.push({ path: parsed.pathname, query: parsed.searchParams, headers: request.headers })
      if (request.headers['x-cg-pro-api-key'] === 'limited') {
        response.writeHead(429, { 'retry-after': '60' }).end('{"status":{"error_code":429}}')
        return
      }
      const vs = (parsed.searchParams.get('vs_currencies') ?? '').split(',')
      const pick = (prices: Record<string, number> | undefined) =>
        prices
          ? Object.fromEntries(vs.filter((code) => code in prices).map((code) => [code, prices[code]]))
          : undefined
      const body: Record<string, unknown> = {}
      const path = parsed.pathname.replace(/^\/api\/v3/, '')
      const platform = /^\/simple\/token_price\/([^/]+)$/.exec(path)?.[1]
      if (platform) {
        for (const address of (parsed.searchParams.get('contract_addresses') ?? '').split(',')) {
          const prices = pick(table[platform]?.[address])
          if (prices) body[address] = prices
        }
      } else if (path === '/simple/price') {
        for (const id of (parsed.searchParams.get('ids') ?? '').split(',')) {
          const prices = pick(coins[id])
          if (prices) body[id] = prices
        }
      } else {
        response.writeHead(404).end()
        return
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/`
  })

  afterAll(() => {
    server.close()
  })

  it('prices tokens per platform and native coins by id, in request order, with the API key header', async () => {
    seen.length = 0
    const provider = createCoinGeckoPriceProvider({ url, apiKey: 'secret' })
    expect(await provider.getPrices('USD', [usdc, eth, baseUsdc, dai, devnetPusd])).toEqual([
      0.9998,
      3120.5,
      0.9997,
      1.0002,
      undefined,
    ])
    expect(seen.map((request) => request.path).sort()).toEqual([
      '/api/v3/simple/price',
      '/api/v3/simple/token_price/base',
      '/api/v3/simple/token_price/ethereum',
    ])
    const mainnet = seen.find((request) => request.path.endsWith('/ethereum'))
    expect(mainnet?.query.get('contract_addresses')).toBe(`${USDC.toLowerCase()},${DAI.toLowerCase()}`)
    expect(mainnet?.query.get('vs_currencies')).toBe('usd')
    expect(seen.every((request) => request.headers['x-cg-pro-api-key'] === 'secret')).toBe(true)
  })

  it('uses another currency and another key header (the demo API)', async () => {
    seen.length = 0
    const provider = createCoinGeckoPriceProvider({ url, apiKey: 'demo', apiKeyHeader: 'x-cg-demo-api-key' })
    expect(await provider.getPrices('eur', [usdc, dai, eth])).toEqual([0.92, undefined, 2870.1])
    expect(seen[0]?.headers['x-cg-demo-api-key']).toBe('demo')
    expect(seen[0]?.headers['x-cg-pro-api-key']).toBeUndefined()
  })

  it("fails with 'HTTP status code: {n}' on a non-OK answer (docs/rules/errors.md)", async () => {
    const provider = createCoinGeckoPriceProvider({ url, apiKey: 'limited' })
    const failure = provider.getPrices('usd', [usdc])
    await expect(failure).rejects.toBeInstanceOf(PriceProviderError)
    await expect(failure).rejects.toMatchObject({ shortMessage: 'HTTP status code: 429', code: 429 })
  })

  it('asks nothing for networks without a platform', async () => {
    seen.length = 0
    const provider = createCoinGeckoPriceProvider({ url })
    expect(await provider.getPrices('usd', [devnetPusd])).toEqual([undefined])
    expect(seen).toHaveLength(0)
  })

  it('falls back to the local prices when the API fails or has no price, and reports the failure', async () => {
    const errors: unknown[] = []
    const limited = createCoinGeckoPriceProvider({ url, apiKey: 'limited' })
    const local = createLocalPriceProvider({
      usd: { 'eip155:1:native': 3000, [`eip155:1:${USDC}`]: 1, [`eip155:31337:${devnetPusd.address}`]: 1 },
    })
    const failing = combinePriceProviders([limited, local], (error) => errors.push(error))
    expect(await failing.getPrices('usd', [eth, usdc, dai])).toEqual([3000, 1, undefined])
    expect(errors).toHaveLength(1)
    const working = combinePriceProviders([createCoinGeckoPriceProvider({ url }), local])
    expect(await working.getPrices('usd', [usdc, devnetPusd])).toEqual([0.9998, 1])
  })
})

describe('local price provider and price cache (issue 6)', () => {
  it('prices only the tokens its table lists, on their own network and in the listed currency', async () => {
    const devnetEth: PricedToken = { caipNetworkId: 'eip155:31337', address: null, symbol: 'ETH' }
    const local = createLocalPriceProvider({
      USD: { 'eip155:31337:native': 3000, [`eip155:31337:${devnetPusd.address?.toLowerCase()}`]: 1 },
    })
    expect(await local.getPrices('usd', [devnetEth, devnetPusd])).toEqual([3000, 1])
    expect(await local.getPrices('usd', [eth, { ...devnetPusd, caipNetworkId: 'eip155:1' }])).toEqual([
      undefined,
      undefined,
    ])
    expect(await local.getPrices('usd', [{ ...devnetPusd, address: USDC, symbol: 'PUSD' }])).toEqual([
      undefined,
    ])
    expect(await local.getPrices('eur', [devnetEth])).toEqual([undefined])
    expect(await createLocalPriceProvider({}).getPrices('usd', [devnetEth])).toEqual([undefined])
  })

  it('remembers prices and missing prices per currency and token', async () => {
    const asked: string[][] = []
    const counting: PriceProvider = {
      async getPrices(currency, tokens) {
        asked.push(tokens.map((token) => `${currency}:${token.symbol}`))
        return tokens.map((token) => (token.symbol === 'ETH' ? 3000 : undefined))
      },
    }
    const cached = cachePrices(counting, 60_000)
    expect(await cached.getPrices('usd', [eth, dai])).toEqual([3000, undefined])
    expect(await cached.getPrices('usd', [dai, eth, usdc])).toEqual([undefined, 3000, undefined])
    expect(await cached.getPrices('eur', [eth])).toEqual([3000])
    expect(asked).toEqual([['usd:ETH', 'usd:DAI'], ['usd:USDC'], ['eur:ETH']])
  })
})
