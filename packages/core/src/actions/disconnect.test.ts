import { createTestPortico, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { CONNECTIONS_CACHE_KEY } from '../stores/connections.ts'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { getConnections } from './getConnections.ts'
import { openModal } from './openModal.ts'

describe('disconnect', () => {
  it('docs/rules/states.md Account status: the last connection gone, the account is disconnected, nothing persists and the modal closes', async () => {
    const { portico, storage, events } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    openModal(portico)
    await disconnect(portico)
    expect(portico.account.store.getState()).toMatchObject({ status: 'disconnected', address: undefined })
    expect(storage.getItem(CONNECTIONS_CACHE_KEY)).toBeNull()
    expect(portico.modal.store.getState().open).toBe(false)
    expect(events.at(-1)?.event).toBe('DISCONNECT_SUCCESS')
  })

  it('docs/rules/states.md Connection status: disconnecting the connected wallet makes the other live one the account', async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    openModal(portico)
    await disconnect(portico)
    expect(getConnections(portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      ['dev', 'connected'],
    ])
    expect(portico.account.store.getState()).toMatchObject({ status: 'connected', connectorId: 'dev' })
    expect(portico.modal.store.getState().open).toBe(true)
  })

  it('disconnects a named connector that is not the active one', async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    await disconnect(portico, { connectorId: 'dev' })
    expect(getConnections(portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      ['injected', 'connected'],
    ])
  })

  it('docs/rules/states.md: a wallet that drops the connection by itself disconnects the account', async () => {
    const { portico, wallet } = createTestPortico()
    await connect(portico, { connectorId: 'dev' })
    wallet.walletDisconnect('dev')
    expect(portico.account.store.getState().status).toBe('disconnected')
    expect(getConnections(portico)).toEqual([])
  })
})
