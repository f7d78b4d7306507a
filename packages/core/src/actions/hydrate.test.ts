import { createTestPortico, TEST_ADDRESS } from '@portico/testing/core/testPortico'
import { describe, expect, it } from 'vitest'
import type { ConnectionsState } from '../stores/connections.ts'
import { getAccount } from './getAccount.ts'
import { hydrate } from './hydrate.ts'

const initialState: ConnectionsState = {
  activeNamespace: 'eip155',
  byNamespace: {
    eip155: {
      connections: [{ connectorId: 'dev', accounts: [{ address: TEST_ADDRESS }], chainId: 31338 }],
      activeConnectorId: 'dev',
    },
  },
}

describe('hydrate (SSR, issue 10 item 6)', () => {
  it('shows the server-rendered account as connected at once, on its network, without asking a wallet', () => {
    const { portico, wallet } = createTestPortico({ mount: false })
    hydrate(portico, { initialState })
    expect(getAccount(portico)).toMatchObject({
      isConnected: true,
      address: TEST_ADDRESS,
      caipAddress: `eip155:31338:${TEST_ADDRESS}`,
    })
    expect(portico.networks.store.getState().caipNetwork?.id).toBe(31338)
    expect(wallet.state.connects).toBe(0)
  })

  it('an undefined initial state (no cookie) changes nothing', () => {
    const { portico } = createTestPortico({ mount: false })
    hydrate(portico, { initialState: undefined })
    expect(getAccount(portico).status).toBe('disconnected')
  })
})
