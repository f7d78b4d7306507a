import { describe, expect, it } from 'vitest'
import { BlockchainConfigError, ChainUnavailableError, describeFailure } from './errors.ts'
import { groupTokensByNetwork, loadSeedTokens } from './knownTokens.ts'
import type { BlockchainNetworkConfig } from './network.ts'
import { resolveNetwork, resolveNetworks, seedNetworkConfigs } from './networks.ts'

const local: BlockchainNetworkConfig = {
  caipNetworkId: 'eip155:31337',
  rpcUrls: ['http://127.0.0.1:9545'],
  name: 'Local chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  multicall3: '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35',
}

describe('network configuration (docs/rules/validation.md network support, api.md chain RPC)', () => {
  it('takes a network that is not a seed chain as configured, with a checksummed Multicall3', () => {
    expect(resolveNetworks([local])).toEqual([
      {
        caipNetworkId: 'eip155:31337',
        chainId: 31337,
        name: 'Local chain',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: ['http://127.0.0.1:9545'],
        webSocketUrls: [],
        multicall3: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
      },
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
        'is not a seed chain: give its name and nativeCurrency',
      ],
      [{ caipNetworkId: 'eip155:1', rpcUrls: ['ftp://example.com'] }, 'must use http or https'],
      [{ caipNetworkId: 'eip155:1', rpcUrls: ['not a url'] }, 'is not a URL'],
    ] as const
    for (const [config, message] of bad) {
      expect(() => resolveNetwork(config)).toThrow(message)
    }
    expect(() => resolveNetworks([local, local])).toThrow('Network eip155:31337 is configured twice')
    expect(() => seedNetworkConfigs(['eip155:424242'])).toThrow(BlockchainConfigError)
  })

  it('knows the seed tokens per network and no token of a network the seed does not list', () => {
    const byNetwork = groupTokensByNetwork(loadSeedTokens())
    expect(byNetwork.get('eip155:31337')).toBeUndefined()
    expect(byNetwork.get('eip155:1')?.find((token) => token.symbol === 'USDC')).toMatchObject({
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      decimals: 6,
    })
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
