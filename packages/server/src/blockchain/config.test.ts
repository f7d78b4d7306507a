import { describe, expect, it } from 'vitest'
import { blockchainOptionsFromEnv } from './env.ts'
import { BlockchainConfigError, ChainUnavailableError, describeFailure } from './errors.ts'
import { defaultKnownTokens, groupTokensByNetwork } from './knownTokens.ts'
import { devnetNetworkConfigs, resolveNetwork, resolveNetworks, seedNetworkConfigs } from './networks.ts'

describe('network configuration (SPEC §5 network support, §7 chain RPC)', () => {
  it('defaults to the two devnet chains at the npm start ports, with their Multicall3', () => {
    const networks = resolveNetworks(devnetNetworkConfigs())
    expect(networks).toEqual([
      {
        caipNetworkId: 'eip155:31337',
        chainId: 31337,
        name: 'Portico Devnet A',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:8545'],
        webSocketUrls: [],
        multicall3: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      },
      expect.objectContaining({ caipNetworkId: 'eip155:31338', rpcUrls: ['http://127.0.0.1:8546'] }),
    ])
  })

  it('fills seed chains from chains.json: name, coin, canonical Multicall3 and public RPCs as fallbacks', () => {
    const [base] = resolveNetworks(seedNetworkConfigs(['eip155:8453']))
    expect(base).toMatchObject({
      caipNetworkId: 'eip155:8453',
      chainId: 8453,
      name: 'Base',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      multicall3: '0xcA11bde05977b3631167028862bE2a173976CA11',
    })
    expect(base?.rpcUrls.length).toBeGreaterThan(1)
  })

  it('rejects unusable configuration with a clear message', () => {
    const bad = [
      [
        { caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', rpcUrls: [] },
        'only eip155 networks are supported',
      ],
      [
        { caipNetworkId: 'eip155:777777', rpcUrls: ['http://127.0.0.1:1'] },
        'give its name and nativeCurrency',
      ],
      [{ caipNetworkId: 'eip155:1', rpcUrls: ['ftp://example.com'] }, 'must use http or https'],
      [{ caipNetworkId: 'eip155:1', rpcUrls: ['not a url'] }, 'is not a URL'],
    ] as const
    for (const [config, message] of bad) {
      expect(() => resolveNetwork(config)).toThrow(message)
    }
    expect(() => resolveNetworks([...devnetNetworkConfigs(), ...devnetNetworkConfigs()])).toThrow(
      'Network eip155:31337 is configured twice',
    )
    expect(() => seedNetworkConfigs(['eip155:424242'])).toThrow(BlockchainConfigError)
  })

  it('knows the seed tokens and the devnet tokens per network', () => {
    const byNetwork = groupTokensByNetwork(defaultKnownTokens())
    expect(byNetwork.get('eip155:31337')?.map((token) => [token.symbol, token.decimals])).toEqual([
      ['PUSD', 6],
      ['PDAI', 18],
      ['USDT', 6],
    ])
    expect(byNetwork.get('eip155:1')?.find((token) => token.symbol === 'USDC')).toMatchObject({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      decimals: 6,
    })
  })
})

describe('blockchainOptionsFromEnv (issue 6 configuration)', () => {
  it('serves the devnet by default with the local prices', async () => {
    const options = blockchainOptionsFromEnv({})
    expect(options.networks).toEqual(devnetNetworkConfigs())
    expect(options.priceProviders).toHaveLength(1)
    const prices = await options.priceProviders?.[0]?.getPrices('usd', [
      { caipNetworkId: 'eip155:31337', address: null, symbol: 'ETH' },
    ])
    expect(prices).toEqual([3000])
  })

  it('reads devnet URLs, seed and extra networks, prices, a price API and cache times', async () => {
    const options = blockchainOptionsFromEnv({
      PORTICO_DEVNET_A_RPC_URL: 'http://127.0.0.1:9545',
      PORTICO_SEED_NETWORKS: 'eip155:1, eip155:8453',
      PORTICO_NETWORKS: '[{"caipNetworkId":"eip155:10","rpcUrls":["https://rpc.example.org"]}]',
      PORTICO_PRICES: '{"USD":{"ETH":2000}}',
      PORTICO_PRICE_API_URL: 'http://127.0.0.1:9/api/v3',
      PORTICO_BALANCE_CACHE_MS: '2000',
      PORTICO_PRICE_CACHE_MS: '0',
    })
    expect(options.networks?.map((network) => network.caipNetworkId)).toEqual([
      'eip155:31337',
      'eip155:31338',
      'eip155:1',
      'eip155:8453',
      'eip155:10',
    ])
    expect(options.networks?.[0]?.rpcUrls).toEqual(['http://127.0.0.1:9545'])
    expect(options.priceProviders).toHaveLength(2)
    expect(
      await options.priceProviders?.[1]?.getPrices('usd', [
        { caipNetworkId: 'eip155:1', address: null, symbol: 'ETH' },
      ]),
    ).toEqual([2000])
    expect([options.balanceCacheMs, options.priceCacheMs]).toEqual([2000, 0])
    expect(blockchainOptionsFromEnv({ PORTICO_DEVNET: 'off' }).networks).toEqual([])
  })

  it('rejects malformed values with a clear message', () => {
    expect(() => blockchainOptionsFromEnv({ PORTICO_NETWORKS: '[{"rpcUrls":[]}]' })).toThrow(
      'PORTICO_NETWORKS must be a list of { caipNetworkId, rpcUrls: [...] }',
    )
    expect(() => blockchainOptionsFromEnv({ PORTICO_PRICES: '{"usd":{"ETH":"lots"}}' })).toThrow(
      'PORTICO_PRICES must look like',
    )
    expect(() => blockchainOptionsFromEnv({ PORTICO_PRICES: '{"usd":' })).toThrow(
      'PORTICO_PRICES is not valid JSON',
    )
    expect(() => blockchainOptionsFromEnv({ PORTICO_BALANCE_CACHE_MS: '-1' })).toThrow(
      'PORTICO_BALANCE_CACHE_MS must be',
    )
  })
})

describe('describeFailure (log lines without whole RPC requests)', () => {
  it('keeps the short message and the root cause', () => {
    const root = new Error('connect ECONNREFUSED 127.0.0.1:8545')
    const middle = Object.assign(
      new Error('HTTP request failed.\nURL: …\nRequest body: […]', { cause: root }),
      {
        shortMessage: 'HTTP request failed.',
      },
    )
    expect(describeFailure(new ChainUnavailableError('eip155:1', middle))).toBe(
      'The RPC of network eip155:1 did not answer (connect ECONNREFUSED 127.0.0.1:8545)',
    )
    expect(new ChainUnavailableError('eip155:1', middle).details).toBe(
      'HTTP request failed. (connect ECONNREFUSED 127.0.0.1:8545)',
    )
    expect(describeFailure('plain')).toBe('plain')
  })
})
