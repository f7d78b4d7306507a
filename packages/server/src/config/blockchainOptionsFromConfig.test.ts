import { describe, expect, it } from 'vitest'
import type { PricedToken } from '../blockchain/prices/priceProvider.ts'
import { blockchainOptionsFromConfig } from './blockchainOptionsFromConfig.ts'
import { PorticoConfigError } from './errors.ts'

const PUSD = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const localEth: PricedToken = { caipNetworkId: 'eip155:31337', address: null, symbol: 'ETH' }
const mainnetEth: PricedToken = { caipNetworkId: 'eip155:1', address: null, symbol: 'ETH' }

describe('blockchainOptionsFromConfig (config file and environment)', () => {
  it('serves nothing and prices nothing without a config', async () => {
    const options = blockchainOptionsFromConfig({})
    expect(options.networks).toEqual([])
    expect(options.nftCollections).toEqual([])
    expect(options.priceProviders).toHaveLength(1)
    expect(await options.priceProviders?.[0]?.getPrices('usd', [localEth, mainnetEth])).toEqual([
      undefined,
      undefined,
    ])
  })

  it('serves configured and seed networks, config tokens before the seed list, collections and prices', async () => {
    const options = blockchainOptionsFromConfig({
      networks: [{ caipNetworkId: 'eip155:10', rpcUrls: ['https://rpc.example.org'] }],
      seedNetworks: ['eip155:1', 'eip155:8453'],
      tokens: [{ caipNetworkId: 'eip155:1', address: USDC, name: 'My USDC', symbol: 'USDC', decimals: 6 }],
      nftCollections: [{ caipNetworkId: 'eip155:31337', address: PUSD, fromBlock: 5 }],
      prices: { usd: { 'eip155:31337:native': 2000 } },
    })
    expect(options.networks?.map((network) => network.caipNetworkId)).toEqual([
      'eip155:10',
      'eip155:1',
      'eip155:8453',
    ])
    expect(options.networks?.[1]?.rpcUrls.length).toBeGreaterThan(0)
    expect(options.tokens?.[0]).toMatchObject({ name: 'My USDC' })
    expect(options.tokens?.length).toBeGreaterThan(100)
    expect(options.nftCollections).toEqual([{ caipNetworkId: 'eip155:31337', address: PUSD, fromBlock: 5n }])
    expect(await options.priceProviders?.[0]?.getPrices('usd', [localEth, mainnetEth])).toEqual([
      2000,
      undefined,
    ])
  })

  it('asks a price API first and reads cache times from the environment', () => {
    const options = blockchainOptionsFromConfig(
      {},
      {
        PORTICO_PRICE_API_URL: 'http://127.0.0.1:9/api/v3',
        PORTICO_BALANCE_CACHE_MS: '2000',
        PORTICO_PRICE_CACHE_MS: '0',
      },
    )
    expect(options.priceProviders).toHaveLength(2)
    expect([options.balanceCacheMs, options.priceCacheMs]).toEqual([2000, 0])
  })

  it('names an unknown seed network and a bad cache time', () => {
    expect(() => blockchainOptionsFromConfig({ seedNetworks: ['eip155:1', 'eip155:424242'] })).toThrow(
      new PorticoConfigError('seedNetworks[1] is not a chain of seed/chains.json', {
        details: 'eip155:424242',
      }),
    )
    expect(() => blockchainOptionsFromConfig({}, { PORTICO_BALANCE_CACHE_MS: '-1' })).toThrow(
      'PORTICO_BALANCE_CACHE_MS must be a whole number of milliseconds',
    )
  })
})
