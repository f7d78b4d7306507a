import { createTestPortico, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { connect } from './connect.ts'
import { getConnections } from './getConnections.ts'
import { switchConnection } from './switchConnection.ts'

describe('switchConnection', () => {
  it("docs/rules/states.md Connection status: an 'active' connection becomes 'connected' and the account follows", async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    const connection = await switchConnection(portico, { connectorId: 'dev' })
    expect(connection).toMatchObject({ connectorId: 'dev', namespace: 'eip155' })
    expect(getConnections(portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      ['dev', 'connected'],
      ['injected', 'active'],
    ])
    expect(portico.account.store.getState()).toMatchObject({
      connectorId: 'dev',
      connectedWalletInfo: { name: 'Portico Dev Wallet' },
    })
  })

  it("docs/rules/errors.md: a connector without a live connection is 'Failed to connect'", async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await expect(switchConnection(portico, { connectorId: 'injected' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
    })
  })
})
