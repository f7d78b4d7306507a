import { createMemoryAdapter, TEST_NETWORKS } from '@portico/testing/core/memoryAdapter'
import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.ts'
import { createMemoryStorage } from '../storage/backends.ts'
import { CONNECTIONS_CACHE_KEY } from '../stores/connections.ts'
import { createPortico } from './createPortico.ts'
import { lazyAdapter } from './lazyAdapter.ts'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('lazyAdapter (docs/architecture.md initial bundle)', () => {
  it('loads the adapter on preload, sets it up with the instance context, then delegates', async () => {
    const wallet = createMemoryAdapter({ address: ADDRESS })
    let loads = 0
    const adapter = lazyAdapter({
      namespace: 'eip155',
      networks: TEST_NETWORKS,
      load: async () => {
        loads++
        return wallet.adapter
      },
    })
    const portico = createPortico(
      { adapters: [adapter], apiUrl: 'http://127.0.0.1:9' },
      { storage: createMemoryStorage(), isMobile: () => false },
    )
    portico.mount()
    expect(loads).toBe(0)
    expect(portico.connectors.store.getState().connectors).toEqual([])
    await Promise.all([adapter.preload?.(), adapter.preload?.()])
    expect(loads).toBe(1)
    expect(wallet.state.setups).toBe(1)
    expect(portico.connectors.store.getState().connectors.map((c) => c.id)).toEqual(['dev'])
    await connect(portico, { connectorId: 'dev' })
    expect(portico.account.store.getState().address).toBe(ADDRESS)
  })

  it('lists the connectors its discovery reports until the adapter loads and takes over', async () => {
    const wallet = createMemoryAdapter({ address: ADDRESS })
    const stopped: string[] = []
    const adapter = lazyAdapter({
      namespace: 'eip155',
      networks: TEST_NETWORKS,
      discover(context) {
        context.emit('connectorsChanged', {
          connectors: [
            { id: 'dev', name: 'Dev (discovered)', chain: 'eip155', type: 'ANNOUNCED', installed: true },
          ],
        })
        return () => stopped.push('discovery')
      },
      load: async () => wallet.adapter,
    })
    const portico = createPortico(
      { adapters: [adapter], apiUrl: 'http://127.0.0.1:9' },
      { storage: createMemoryStorage(), isMobile: () => false },
    )
    portico.mount()
    expect(portico.connectors.store.getState().connectors.map((c) => c.name)).toEqual(['Dev (discovered)'])
    await adapter.preload?.()
    expect(stopped).toEqual(['discovery'])
    expect(wallet.state.setups).toBe(1)
    expect(portico.connectors.store.getState().connectors.map((c) => c.id)).toEqual(['dev'])
    expect(portico.connectors.store.getState().connectors[0]?.name).not.toBe('Dev (discovered)')
  })

  it('loads on reconnect when a connection was persisted', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      CONNECTIONS_CACHE_KEY,
      JSON.stringify({
        activeNamespace: 'eip155',
        byNamespace: {
          eip155: {
            connections: [{ connectorId: 'dev', accounts: [{ address: ADDRESS }], chainId: 31337 }],
            activeConnectorId: 'dev',
          },
        },
      }),
    )
    let loads = 0
    const wallet = createMemoryAdapter({ address: ADDRESS })
    const portico = createPortico(
      {
        adapters: [
          lazyAdapter({
            namespace: 'eip155',
            networks: TEST_NETWORKS,
            load: async () => {
              loads++
              return wallet.adapter
            },
          }),
        ],
        apiUrl: 'http://127.0.0.1:9',
      },
      { storage, isMobile: () => false },
    )
    portico.mount()
    await expect.poll(() => portico.account.store.getState().status).toBe('connected')
    expect(portico.account.store.getState().address).toBe(ADDRESS)
    expect(loads).toBe(1)
  })
})
