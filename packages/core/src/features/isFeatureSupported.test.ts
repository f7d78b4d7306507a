import { describe, expect, it } from 'vitest'
import { isFeatureSupported, type NetworkFeature } from './isFeatureSupported.ts'

const evm = { chainNamespace: 'eip155', id: 1 } as const
const devnet = { chainNamespace: 'eip155', id: 31337 } as const
const solana = { chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } as const
const bitcoin = { chainNamespace: 'bip122', id: '000000000019d6689c085ae165831e93' } as const

describe('isFeatureSupported (docs/rules/permissions.md support by feature)', () => {
  it.each<[NetworkFeature, boolean, boolean, boolean]>([
    ['balance', true, true, false],
    ['send', true, true, true],
    ['onramp', true, true, false],
    ['names', true, false, false],
    ['activity', true, true, true],
    ['nfts', true, false, false],
  ])('%s: EVM %s, Solana %s, Bitcoin %s', (feature, onEvm, onSolana, onBitcoin) => {
    expect(isFeatureSupported({ feature, caipNetwork: evm })).toBe(onEvm)
    expect(isFeatureSupported({ feature, caipNetwork: solana })).toBe(onSolana)
    expect(isFeatureSupported({ feature, caipNetwork: bitcoin })).toBe(onBitcoin)
  })

  it('swap only on the listed eip155 chain ids', () => {
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: evm })).toBe(true)
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: { chainNamespace: 'eip155', id: 8453 } })).toBe(
      true,
    )
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: devnet })).toBe(false)
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: devnet, swapNetworks: ['eip155:31337'] })).toBe(
      true,
    )
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: solana })).toBe(false)
    expect(isFeatureSupported({ feature: 'swap', caipNetwork: bitcoin })).toBe(false)
  })
})
