import { base, baseSepolia, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { getAssetImageUrl, toCaipNetwork } from './toCaipNetwork.ts'
import { toViemChain } from './toViemChain.ts'

describe('CAIP networks from viem chains (docs/rules/entities.md Network)', () => {
  it('maps id, CAIP-2 id, namespace, currency, RPC URLs, explorer and the server asset image', () => {
    const network = toCaipNetwork(base, { apiUrl: 'http://127.0.0.1:3000/' })
    expect(network).toMatchObject({
      id: 8453,
      caipNetworkId: 'eip155:8453',
      chainNamespace: 'eip155',
      name: 'Base',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: base.rpcUrls.default, chainDefault: base.rpcUrls.default },
      blockExplorers: { default: { url: 'https://basescan.org' } },
      assets: { imageId: 'base', imageUrl: 'http://127.0.0.1:3000/public/getAssetImage/base' },
    })
    expect(toCaipNetwork(baseSepolia).assets).toEqual({ imageId: 'base' })
  })

  it('custom chains and RPC overrides; toViemChain goes back to a viem chain', () => {
    const custom = toCaipNetwork(
      {
        ...mainnet,
        id: 31338,
        name: 'Portico Devnet B',
        rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
        blockExplorers: undefined,
      },
      { rpcUrls: ['http://127.0.0.1:9999'] },
    )
    expect(custom.caipNetworkId).toBe('eip155:31338')
    expect(custom.assets?.imageId).toBe('ethereum')
    expect(custom.rpcUrls.default.http).toEqual(['http://127.0.0.1:9999'])
    expect(custom.rpcUrls.chainDefault?.http).toEqual(['http://127.0.0.1:8546'])
    const chain = toViemChain(custom)
    expect(chain).toMatchObject({
      id: 31338,
      name: 'Portico Devnet B',
      rpcUrls: { default: { http: ['http://127.0.0.1:9999'] } },
    })
    expect(getAssetImageUrl('https://api.example', 'a b')).toBe(
      'https://api.example/public/getAssetImage/a%20b',
    )
  })
})
