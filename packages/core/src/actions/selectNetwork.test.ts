import { createMemoryAdapter, TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import type { CaipNetwork } from '../caip/types.ts'
import { createPortico } from '../instance/createPortico.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { confirmSwitchNetwork } from './confirmSwitchNetwork.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { selectNetwork } from './selectNetwork.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const [devnet, devnet2] = TEST_NETWORKS as [CaipNetwork, CaipNetwork]
const solana: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: toCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
}

async function setup(options: { connect?: boolean; networks?: CaipNetwork[] } = {}) {
  const wallet = createMemoryAdapter({ address: ADDRESS })
  const portico = createPortico(
    { apiUrl: 'http://127.0.0.1:9', adapters: [wallet.adapter], networks: options.networks ?? TEST_NETWORKS },
    { storage: createMemoryStorage(), isMobile: () => false, preloadImage: async () => {} },
  )
  portico.mount()
  if (options.connect !== false) await connect(portico, { connectorId: 'dev' })
  return { portico, wallet }
}

const lastEvent = (portico: ReturnType<typeof createPortico>) => portico.events.store.getState().lastEvent

describe('choosing a network in the modal (docs/rules/states.md Switching network)', () => {
  it('the current network does nothing', async () => {
    const { portico } = await setup()
    portico.modal.open({ view: 'Networks' })
    expect(await selectNetwork(portico, { caipNetwork: devnet })).toEqual({ type: 'none' })
    expect(portico.router.store.getState().view).toBe('Networks')
  })

  it('a connected wallet is asked in SwitchNetwork; success leaves the network views and tracks SWITCH_NETWORK', async () => {
    const { portico } = await setup()
    portico.modal.open()
    portico.router.push('Networks')
    await selectNetwork(portico, { caipNetwork: devnet2 })
    expect(portico.router.store.getState()).toMatchObject({
      view: 'SwitchNetwork',
      data: { network: devnet2 },
    })
    await confirmSwitchNetwork(portico, { caipNetwork: devnet2 })
    expect(portico.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(portico.account.store.getState().caipAddress).toBe(`eip155:31338:${ADDRESS}`)
    expect(portico.router.store.getState().history).toEqual(['Account'])
    expect(lastEvent(portico)).toMatchObject({
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:31338' },
    })
  })

  it('opened straight on the network list, a successful switch closes the modal', async () => {
    const { portico } = await setup()
    portico.modal.open({ view: 'Networks' })
    await selectNetwork(portico, { caipNetwork: devnet2 })
    await confirmSwitchNetwork(portico, { caipNetwork: devnet2 })
    expect(portico.modal.store.getState().open).toBe(false)
  })

  it('a failed switch goes back one view and keeps the network', async () => {
    const { portico, wallet } = await setup()
    wallet.state.rejectSwitch = { code: 4001, message: 'User rejected the request.' }
    portico.modal.open()
    portico.router.push('Networks')
    await selectNetwork(portico, { caipNetwork: devnet2 })
    await expect(confirmSwitchNetwork(portico, { caipNetwork: devnet2 })).rejects.toThrow(
      'User rejected the request.',
    )
    expect(portico.router.store.getState().history).toEqual(['Account', 'Networks'])
    expect(portico.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('without a connection the network just becomes active', async () => {
    const { portico } = await setup({ connect: false })
    portico.modal.open()
    portico.router.push('Networks')
    expect(await selectNetwork(portico, { caipNetwork: devnet2 })).toEqual({ type: 'switch' })
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(portico.router.store.getState().view).toBe('Connect')
  })

  it('a namespace without an address opens SwitchActiveChain', async () => {
    const { portico } = await setup({ networks: [...TEST_NETWORKS, solana] })
    portico.modal.open({ view: 'Networks' })
    expect(await selectNetwork(portico, { caipNetwork: solana })).toEqual({
      type: 'view',
      view: 'SwitchActiveChain',
    })
    expect(portico.router.store.getState()).toMatchObject({
      view: 'SwitchActiveChain',
      data: { network: solana },
    })
    expect(portico.networks.store.getState().caipNetwork?.chainNamespace).toBe('eip155')
  })

  it('a wallet on a network the dapp does not support opens UnsupportedChain (docs/rules/states.md)', async () => {
    const { portico, wallet } = await setup()
    wallet.walletChange({ chainId: 1 })
    expect(portico.modal.store.getState().open).toBe(true)
    expect(portico.router.store.getState().view).toBe('UnsupportedChain')
    expect(portico.networks.store.getState().caipNetwork).toBeUndefined()
    await selectNetwork(portico, { caipNetwork: devnet })
    expect(portico.router.store.getState().view).toBe('SwitchNetwork')
    await confirmSwitchNetwork(portico, { caipNetwork: devnet })
    expect(portico.modal.store.getState().open).toBe(false)
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31337)
  })

  it('networks the connection did not approve are reported (docs/rules/entities.md Network state)', async () => {
    const { portico } = await setup()
    expect(portico.networks.isApproved(devnet2)).toBe(true)
    portico.networks.setApprovedNetworks([toCaipNetworkId('eip155:31337')])
    expect(portico.networks.isApproved(devnet2)).toBe(false)
    expect(portico.networks.isApproved(devnet)).toBe(true)
    await disconnect(portico)
    expect(portico.networks.isApproved(devnet2)).toBe(true)
  })
})
