import { base, baseSepolia, mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { getSwitchNetworkAction } from '../switching/getSwitchNetworkAction.ts'
import { getAssetImageUrl, toCaipNetwork } from './toCaipNetwork.ts'
import { toViemChain } from './toViemChain.ts'

describe('CAIP networks from viem chains (SPEC §3 Network)', () => {
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

describe('switching decision (SPEC §4 Switching network)', () => {
  const a = toCaipNetwork(mainnet)
  const b = toCaipNetwork(base)
  const unsupported = toCaipNetwork(baseSepolia)
  const solana = { ...a, id: 'x', caipNetworkId: 'solana:x', chainNamespace: 'solana' } as const
  const common = { current: a, requestedNetworks: [a, b, solana], connectedNamespaces: ['eip155'] } as const

  it('the current network is a no-op; a supported one switches', () => {
    expect(getSwitchNetworkAction({ ...common, target: a })).toEqual({ type: 'none' })
    expect(getSwitchNetworkAction({ ...common, target: b })).toEqual({ type: 'switch' })
  })

  it('an auth connector or ignoring confirmation shows SwitchNetwork', () => {
    expect(getSwitchNetworkAction({ ...common, target: b, connectorType: 'AUTH' })).toEqual({
      type: 'view',
      view: 'SwitchNetwork',
    })
    expect(getSwitchNetworkAction({ ...common, target: b, ignoreConfirmation: true })).toMatchObject({
      view: 'SwitchNetwork',
    })
  })

  it('a namespace without an address shows SwitchActiveChain', () => {
    expect(getSwitchNetworkAction({ ...common, target: solana })).toMatchObject({ view: 'SwitchActiveChain' })
    expect(
      getSwitchNetworkAction({ ...common, target: solana, connectedNamespaces: ['eip155', 'solana'] }),
    ).toEqual({ type: 'switch' })
  })

  it('an unsupported network shows UnsupportedChain unless allowed, switching is disabled, or basic WalletConnect', () => {
    expect(getSwitchNetworkAction({ ...common, target: unsupported })).toMatchObject({
      view: 'UnsupportedChain',
    })
    for (const flag of [
      { allowUnsupportedChain: true },
      { enableNetworkSwitch: false },
      { isBasicWalletConnect: true },
    ]) {
      expect(getSwitchNetworkAction({ ...common, target: unsupported, ...flag })).toEqual({ type: 'switch' })
    }
  })
})
