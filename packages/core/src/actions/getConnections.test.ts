import { createTestPortico, TEST_ADDRESS, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import { connect } from './connect.ts'
import { disconnect } from './disconnect.ts'
import { type GetConnectionsReturnType, getConnections } from './getConnections.ts'
import { switchConnection } from './switchConnection.ts'
import { watchConnections } from './watchConnections.ts'

const statuses = (connections: GetConnectionsReturnType) =>
  connections.map(({ connectorId, status }) => `${connectorId}:${status}`)

describe('getConnections and watchConnections (docs/rules/entities.md Connection, states.md Connection status)', () => {
  it('lists every live connection with its account, one connected and the others active', async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    expect(getConnections(portico)).toEqual([])
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    expect(getConnections(portico)).toEqual([
      expect.objectContaining({
        connectorId: 'dev',
        namespace: 'eip155',
        status: 'active',
        accounts: [expect.objectContaining({ address: TEST_ADDRESS })],
      }),
      expect.objectContaining({ connectorId: 'injected', namespace: 'eip155', status: 'connected' }),
    ])
    expect(getConnections(portico)).toBe(getConnections(portico))
  })

  it('reports each connect, switch, wallet-side change and disconnect, and stops when told', async () => {
    const { portico, wallet } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    const seen: string[][] = []
    const stop = watchConnections(portico, { onChange: (connections) => seen.push(statuses(connections)) })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    await switchConnection(portico, { connectorId: 'dev' })
    expect(seen.at(-1)).toEqual(['dev:connected', 'injected:active'])
    wallet.walletChange({ chainId: 31338 })
    expect(getConnections(portico).every((connection) => connection.chainId === 31338)).toBe(true)
    await disconnect(portico)
    expect(seen.at(-1)).toEqual(['injected:connected'])
    stop()
    const count = seen.length
    await disconnect(portico)
    expect(seen).toHaveLength(count)
  })

  it("remembers a connection that ended as 'disconnected' until it connects again (docs/rules/states.md)", async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    await disconnect(portico, { connectorId: 'dev' })
    expect(statuses(getConnections(portico))).toEqual(['injected:connected'])
    expect(statuses(getConnections(portico, { includeDisconnected: true }))).toEqual([
      'injected:connected',
      'dev:disconnected',
    ])
    await disconnect(portico)
    expect(statuses(getConnections(portico, { includeDisconnected: true }))).toEqual([
      'injected:disconnected',
      'dev:disconnected',
    ])
    await connect(portico, { connectorId: 'dev' })
    expect(statuses(getConnections(portico, { includeDisconnected: true }))).toEqual([
      'dev:connected',
      'injected:disconnected',
    ])
  })
})
