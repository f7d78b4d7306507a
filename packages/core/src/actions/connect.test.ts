import { createMemoryAdapter } from '@portico/testing/core/memoryAdapter'
import { createTestPortico, TEST_ADDRESS, TWO_CONNECTORS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapters/types.ts'
import { ConnectionFailedError, ConnectionRejectedError } from '../errors/connection.ts'
import { lazyAdapter } from '../instance/lazyAdapter.ts'
import { connect } from './connect.ts'
import { getConnections } from './getConnections.ts'

describe('connect', () => {
  it('docs/rules/states.md Account status: connecting, then connected with the CAIP-10 address; tracks CONNECT_SUCCESS', async () => {
    const { portico, events } = createTestPortico()
    const statuses: string[] = []
    portico.account.store.subscribe((state) => statuses.push(state.status))
    const connection = await connect(portico, { connectorId: 'dev' })
    expect(connection).toMatchObject({ namespace: 'eip155', connectorId: 'dev', chainId: 31337 })
    expect(statuses[0]).toBe('connecting')
    expect(portico.account.store.getState()).toMatchObject({
      status: 'connected',
      address: TEST_ADDRESS,
      caipAddress: `eip155:31337:${TEST_ADDRESS}`,
      connectedWalletInfo: { name: 'Portico Dev Wallet' },
    })
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Portico Dev Wallet' },
      }),
    )
    expect(portico.connectors.store.getState().recentIds[0]).toBe('dev')
  })

  it.each([4001, 5000])(
    "docs/rules/errors.md: a wallet answering %i is 'Connection rejected'; the account stays disconnected",
    async (code) => {
      const { portico, events } = createTestPortico({
        wallet: { reject: { code, message: 'User rejected the request.' } },
      })
      const failure = await connect(portico, { connectorId: 'dev' }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ConnectionRejectedError)
      expect(failure).toMatchObject({ shortMessage: 'Connection rejected' })
      expect(portico.account.store.getState().status).toBe('disconnected')
      expect(events.at(-1)).toMatchObject({
        event: 'CONNECT_ERROR',
        properties: { message: 'Connection rejected' },
      })
    },
  )

  it("docs/rules/errors.md: any other failure is 'Failed to connect' with the wallet's message in the details", async () => {
    const { portico } = createTestPortico({ wallet: { reject: { code: -32603, message: 'wallet crashed' } } })
    const failure = await connect(portico, { connectorId: 'dev' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ConnectionFailedError)
    expect(failure).toMatchObject({ shortMessage: 'Failed to connect', details: 'wallet crashed' })
    expect(portico.account.store.getState().status).toBe('disconnected')
  })

  it("docs/rules/errors.md: an unknown connector is 'Failed to connect' and no wallet is asked", async () => {
    const { portico, wallet } = createTestPortico()
    await expect(connect(portico, { connectorId: 'nope' })).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
    })
    expect(wallet.state.connects).toBe(0)
  })

  it('docs/rules/states.md Connection status: a second wallet becomes the connected one, the first stays active', async () => {
    const { portico } = createTestPortico({ wallet: { connectors: TWO_CONNECTORS } })
    await connect(portico, { connectorId: 'dev' })
    await connect(portico, { connectorId: 'injected' })
    expect(getConnections(portico).map(({ connectorId, status }) => [connectorId, status])).toEqual([
      ['dev', 'active'],
      ['injected', 'connected'],
    ])
    expect(portico.account.store.getState()).toMatchObject({ connectorId: 'injected', status: 'connected' })
  })

  it('a WalletConnect connection waits for every lazy adapter, so the one proposal asks for each namespace', async () => {
    const order: string[] = []
    const { adapter } = createMemoryAdapter({
      address: TEST_ADDRESS,
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', chain: 'eip155', type: 'WALLET_CONNECT' }],
    })
    const evm: ChainAdapter = {
      ...adapter,
      connect: (parameters) => {
        order.push('connect')
        return adapter.connect(parameters)
      },
    }
    const solana = lazyAdapter({
      namespace: 'solana',
      networks: [],
      load: async () => {
        order.push('solana loaded')
        return {
          ...createMemoryAdapter({ address: TEST_ADDRESS, connectors: [] }).adapter,
          namespace: 'solana',
        }
      },
    })
    const { portico } = createTestPortico({
      options: { apiUrl: 'http://127.0.0.1:9', analytics: false, adapters: [evm, solana] },
    })
    await connect(portico, { connectorId: 'walletConnect' })
    expect(order).toEqual(['solana loaded', 'connect'])
  })
})
