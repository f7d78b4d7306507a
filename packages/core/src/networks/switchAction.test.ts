import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { getSwitchNetworkAction } from './switchAction.ts'

const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId: id }),
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

describe('switching decision (docs/rules/states.md Switching network)', () => {
  const a = network(1, 'Ethereum')
  const b = network(8453, 'Base')
  const unsupported = network(84532, 'Base Sepolia')
  const solana: CaipNetwork = {
    ...a,
    id: 'x',
    caipNetworkId: toCaipNetworkId('solana:x'),
    chainNamespace: 'solana',
  }
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
