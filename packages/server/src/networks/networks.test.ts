import { describe, expect, it } from 'vitest'
import { getNetwork, getNetworkImageId, getNetworks, toCaipNetwork } from './networks.ts'

describe('networks module (docs/rules/entities.md Network, limits.md network images)', () => {
  it('knows the seed networks: EVM, Solana and Bitcoin', () => {
    const networks = getNetworks()
    expect(networks).toHaveLength(51)
    expect(new Set(networks.map((network) => network.namespace))).toEqual(
      new Set(['eip155', 'solana', 'bip122']),
    )
    expect(getNetwork('eip155:8453')).toMatchObject({ name: 'Base', chainId: 8453, testnet: false })
  })

  it('maps CAIP-2 ids to asset image ids; testnets share their mainnet logo', () => {
    expect(getNetworkImageId('eip155:1')).toBe('ethereum')
    expect(getNetworkImageId('eip155:84532')).toBe('base')
    expect(getNetworkImageId('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')).toBe('solana')
    expect(getNetworkImageId('bip122:000000000019d6689c085ae165831e93')).toBe('bitcoin')
    expect(getNetworkImageId('eip155:999999')).toBeUndefined()
    for (const network of getNetworks()) expect(network.imageId).toMatch(/^[a-z0-9-]+$/)
  })

  it('converts to the core CaipNetwork shape with an image URL', () => {
    const network = getNetwork('eip155:10')
    if (!network) throw new Error('OP missing')
    expect(toCaipNetwork(network, 'http://127.0.0.1:8787')).toMatchObject({
      id: 10,
      caipNetworkId: 'eip155:10',
      chainNamespace: 'eip155',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      assets: { imageId: 'optimism', imageUrl: 'http://127.0.0.1:8787/public/getAssetImage/optimism' },
    })
  })
})
