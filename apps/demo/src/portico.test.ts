import { describe, expect, it } from 'vitest'
import { NETWORKS, SOLANA_NETWORKS } from './networks.ts'
import { API_URL, portico } from './portico.ts'

describe('demo configuration (issue 4)', () => {
  it('talks to the local server by default and loads the EVM and Solana adapters lazily', () => {
    expect(API_URL).toBe('http://127.0.0.1:8787')
    expect(portico.options).toMatchObject({ apiUrl: API_URL, projectId: 'portico-local' })
    expect(portico.options.adapters.map((adapter) => adapter.namespace)).toEqual(['eip155', 'solana'])
    for (const adapter of portico.options.adapters) expect(typeof adapter.preload).toBe('function')
    expect(NETWORKS.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    // SPEC §3 CAIP-2: the local Solana chain's genesis-hash reference.
    expect(SOLANA_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8',
    ])
  })
})
