import { describe, expect, it } from 'vitest'
import { NETWORKS } from './networks.ts'
import { API_URL, portico } from './portico.ts'

describe('demo configuration (issue 4)', () => {
  it('talks to the local server by default and loads the EVM adapter lazily', () => {
    expect(API_URL).toBe('http://127.0.0.1:8787')
    expect(portico.options).toMatchObject({ apiUrl: API_URL, projectId: 'portico-local' })
    expect(portico.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155'])
    expect(typeof portico.options.adapters[0]!.preload).toBe('function')
    expect(NETWORKS.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
  })
})
