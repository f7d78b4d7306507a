// @vitest-environment happy-dom
import { findAuth } from '@portico/auth'
import { createMemoryStorage, createPortico } from '@portico/core'
import { devnetA, devnetB } from '@portico/devnet'
import { describe, expect, it } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'

describe('smartAccountEnabledNetworks (docs/rules/entities.md Network state)', () => {
  it("is the AUTH connector's smart-account networks, empty until the embedded wallet knows them", () => {
    const networks = [toCaipNetwork(devnetA), toCaipNetwork(devnetB)]
    const portico = createPortico(
      {
        networks,
        apiUrl: 'http://127.0.0.1:9',
        adapters: [
          createEvmAdapter({
            networks,
            auth: {
              vaultUrl: 'http://127.0.0.1:9',
              smartAccountFactory: '0x12975173B87F7595EE45dFFb2Ab812ECE596Bf84',
            },
          }),
        ],
      },
      { storage: createMemoryStorage(), isMobile: () => false },
    )
    const unmount = portico.mount()
    try {
      expect(portico.networks.store.getState().smartAccountEnabledNetworks).toEqual([])
      const auth = findAuth(portico.shared)
      // What the wallet's provider learns from the server's bundler networks after a login.
      auth?.account.set({ smartAccountNetworks: ['eip155:31337'] })
      expect(portico.networks.store.getState().smartAccountEnabledNetworks).toEqual(['eip155:31337'])
      auth?.account.set({ smartAccountNetworks: ['eip155:31337', 'eip155:31338'] })
      expect(portico.networks.store.getState().smartAccountEnabledNetworks).toEqual([
        'eip155:31337',
        'eip155:31338',
      ])
    } finally {
      unmount()
    }
  })
})
