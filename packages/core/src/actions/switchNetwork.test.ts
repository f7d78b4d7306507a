import { TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { createTestPortico, TEST_ADDRESS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.ts'
import { connect } from './connect.ts'
import { switchNetwork } from './switchNetwork.ts'

const [devnet, devnet2] = TEST_NETWORKS as [CaipNetwork, CaipNetwork]

describe('switchNetwork', () => {
  it('docs/rules/states.md Switching network: the wallet switches, the account moves and SWITCH_NETWORK is tracked', async () => {
    const { portico, wallet, events } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    expect(await switchNetwork(portico, { caipNetwork: devnet2 })).toBe(devnet2)
    expect(wallet.state.switches).toBe(1)
    expect(portico.networks.store.getState().caipNetwork?.caipNetworkId).toBe('eip155:31338')
    expect(portico.account.store.getState().caipAddress).toBe(`eip155:31338:${TEST_ADDRESS}`)
    expect(events.at(-1)).toMatchObject({ event: 'SWITCH_NETWORK', properties: { network: 'eip155:31338' } })
  })

  it('docs/rules/states.md Switching network: the current network does nothing', async () => {
    const { portico, wallet, events } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    const before = events.length
    await switchNetwork(portico, { caipNetwork: devnet })
    expect(wallet.state.switches).toBe(0)
    expect(events).toHaveLength(before)
  })

  it('a declined switch rethrows the wallet error and keeps the network', async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    wallet.state.rejectSwitch = { code: 4001, message: 'User rejected the request.' }
    await expect(switchNetwork(portico, { caipNetwork: devnet2 })).rejects.toMatchObject({ code: 4001 })
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31337)
  })

  it('without a connection the network just becomes active, no wallet asked', async () => {
    const { portico, wallet } = createTestPortico()
    await switchNetwork(portico, { caipNetwork: devnet2 })
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(wallet.state.switches).toBe(0)
  })
})
