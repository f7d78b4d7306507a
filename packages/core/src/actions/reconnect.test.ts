import { createTestPortico, TEST_ADDRESS, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/backends.ts'
import { CONNECTIONS_CACHE_KEY } from '../stores/connections.ts'
import { connect } from './connect.ts'
import { getConnections } from './getConnections.ts'
import { reconnect } from './reconnect.ts'
import { switchConnection } from './switchConnection.ts'

describe('reconnect', () => {
  it('docs/rules/entities.md Local cache keys: after a reload the same storage restores every connection, the active one first', async () => {
    const storage = createMemoryStorage()
    const first = createTestPortico({ storage, wallet: { connectors: TWO_CONNECTORS } })
    await connect(first.portico, { connectorId: 'dev' })
    await connect(first.portico, { connectorId: 'injected' })
    await switchConnection(first.portico, { connectorId: 'dev' })
    expect(JSON.parse(storage.getItem(CONNECTIONS_CACHE_KEY)!).state).toMatchObject({
      activeNamespace: 'eip155',
      byNamespace: { eip155: { activeConnectorId: 'dev' } },
    })

    // The page reloads: a new instance and a new wallet session on the same storage.
    const reloaded = createTestPortico({ storage, wallet: { connectors: TWO_CONNECTORS } })
    await expect.poll(() => reloaded.portico.account.store.getState().status).toBe('connected')
    expect(reloaded.portico.account.store.getState()).toMatchObject({
      connectorId: 'dev',
      address: TEST_ADDRESS,
    })
    expect(getConnections(reloaded.portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      ['dev', 'connected'],
      ['injected', 'active'],
    ])
    expect(reloaded.wallet.state.connects).toBe(0)
  })

  it('drops a wallet that no longer authorizes the dapp, and never throws', async () => {
    const storage = createMemoryStorage()
    const first = createTestPortico({ storage })
    await connect(first.portico, { connectorId: 'dev' })
    const reloaded = createTestPortico({ storage, mount: false })
    reloaded.wallet.state.revoked.add('dev')
    expect(await reconnect(reloaded.portico)).toEqual({
      eip155: { connections: [], activeConnectorId: undefined },
    })
    expect(reloaded.portico.account.store.getState().status).toBe('disconnected')
    expect(storage.getItem(CONNECTIONS_CACHE_KEY)).toBeNull()
  })

  it('with nothing persisted restores nothing and asks no wallet', async () => {
    const { portico, wallet } = createTestPortico()
    expect(await reconnect(portico)).toEqual({})
    expect(wallet.state.connects).toBe(0)
    expect(portico.account.store.getState().status).toBe('disconnected')
  })

  it('a failing wallet leaves the namespace empty instead of throwing', async () => {
    const storage = createMemoryStorage()
    const first = createTestPortico({ storage })
    await connect(first.portico, { connectorId: 'dev' })
    const reloaded = createTestPortico({ storage, mount: false })
    reloaded.wallet.adapter.reconnect = async () => {
      throw new Error('extension unavailable')
    }
    await expect(reconnect(reloaded.portico)).resolves.toEqual({})
    expect(getConnections(reloaded.portico)).toEqual([])
  })
})
