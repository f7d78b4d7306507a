import { describe, expect, it } from 'vitest'
import { CONNECTIONS_CACHE_KEY, type ConnectionsState } from '../stores/connections.ts'
import { cookieToInitialState } from './cookieToInitialState.ts'

const state: ConnectionsState = {
  activeNamespace: 'eip155',
  byNamespace: {
    eip155: {
      connections: [
        {
          connectorId: 'dev',
          accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
          chainId: 31337,
        },
      ],
      activeConnectorId: 'dev',
    },
  },
}
const cookie = (value: string) =>
  `theme=dark; ${encodeURIComponent(CONNECTIONS_CACHE_KEY)}=${encodeURIComponent(value)}`

describe('cookieToInitialState (SSR, issue 10 item 6)', () => {
  it("reads the persisted connections from a request's Cookie header", () => {
    expect(cookieToInitialState(cookie(JSON.stringify(state)))).toEqual(state)
  })

  it.each([
    ['no header', undefined],
    ['no connections cookie', 'theme=dark'],
    ['not JSON', cookie('{not json')],
    ['JSON without byNamespace', cookie('{"activeNamespace":"eip155"}')],
    ['null', cookie('null')],
    ['broken percent-encoding', `${encodeURIComponent(CONNECTIONS_CACHE_KEY)}=%E0%A4%A`],
  ])('%s reads as undefined', (_case, header) => {
    expect(cookieToInitialState(header)).toBeUndefined()
  })
})
