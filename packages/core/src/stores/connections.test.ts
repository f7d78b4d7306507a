import { TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { createTestPortico, TEST_ADDRESS, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { toCaipNetworkId } from '../caip/caipNetworkId.ts'
import { CONNECTIONS_CACHE_KEY, parseConnectionsState } from './connections.ts'

const connection = (connectorId: string, chainId: number, address = TEST_ADDRESS) => ({
  connectorId,
  accounts: [{ address }],
  chainId,
})

describe('connections controller (docs/rules/entities.md Connection, states.md Connection status)', () => {
  it("mirrors an adapter's report: the active connection becomes the account and the network follows its chain", () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    portico.connections.update('eip155', {
      connections: [connection('dev', 31337), connection('injected', 31338)],
      activeConnectorId: 'injected',
    })
    expect(portico.connections.getActive()).toMatchObject({ connectorId: 'injected', namespace: 'eip155' })
    expect(portico.account.store.getState()).toMatchObject({
      status: 'connected',
      connectorId: 'injected',
      caipAddress: `eip155:31338:${TEST_ADDRESS}`,
    })
    expect(portico.networks.store.getState().caipNetwork).toBe(TEST_NETWORKS[1])
  })

  it('docs/rules/entities.md Local cache keys: persists the live connections once, under portico:connections', () => {
    const { portico, storage } = createTestPortico()
    portico.connections.update('eip155', {
      connections: [connection('dev', 31337)],
      activeConnectorId: 'dev',
    })
    // Versioned (docs/architecture.md, one storage): the state and its format's version.
    expect(JSON.parse(storage.getItem(CONNECTIONS_CACHE_KEY)!)).toEqual({
      state: {
        activeNamespace: 'eip155',
        byNamespace: { eip155: { connections: [connection('dev', 31337)], activeConnectorId: 'dev' } },
      },
      version: 1,
    })
    expect(portico.connections.readPersisted()).toEqual(
      parseConnectionsState(storage.getItem(CONNECTIONS_CACHE_KEY)),
    )
    portico.connections.update('eip155', { connections: [], activeConnectorId: undefined })
    expect(storage.getItem(CONNECTIONS_CACHE_KEY)).toBeNull()
  })

  it('docs/rules/states.md Account status: a report without a live connection resets the account and the approved networks', () => {
    const { portico } = createTestPortico()
    portico.connections.update('eip155', {
      connections: [connection('dev', 31337)],
      activeConnectorId: 'dev',
    })
    portico.networks.setApprovedNetworks([toCaipNetworkId('eip155:31337')])
    portico.connections.update('eip155', { connections: [], activeConnectorId: undefined })
    expect(portico.account.store.getState().status).toBe('disconnected')
    expect(portico.networks.isApproved(TEST_NETWORKS[1]!)).toBe(true)
  })

  it('a malformed persisted record reads as nothing', () => {
    expect(parseConnectionsState('{')).toBeUndefined()
    expect(parseConnectionsState('[]')).toBeUndefined()
    expect(parseConnectionsState(null)).toBeUndefined()
    expect(parseConnectionsState(JSON.stringify({ state: { byNamespace: {} }, version: 99 }))).toBeUndefined()
  })

  it('reads the record a version without versions wrote (bare JSON), so sessions survive the upgrade', () => {
    const bare = {
      activeNamespace: 'eip155',
      byNamespace: { eip155: { connections: [connection('dev', 31337)], activeConnectorId: 'dev' } },
    }
    expect(parseConnectionsState(JSON.stringify(bare))).toEqual(bare)
  })
})
