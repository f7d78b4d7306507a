import { describe, expect, it } from 'vitest'
import { BITCOIN_NETWORKS, NETWORKS, SOLANA_NETWORKS } from './networks.ts'
import { API_URL, portico } from './portico.ts'

describe('demo configuration (issue 4)', () => {
  it('talks to the local server by default and loads the EVM, Solana and Bitcoin adapters lazily', () => {
    expect(API_URL).toBe('http://127.0.0.1:8787')
    expect(portico.options).toMatchObject({ apiUrl: API_URL, projectId: 'portico-local' })
    expect(portico.options.adapters.map((adapter) => adapter.namespace)).toEqual([
      'eip155',
      'solana',
      'bip122',
    ])
    for (const adapter of portico.options.adapters) expect(typeof adapter.preload).toBe('function')
    expect(NETWORKS.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:31338'])
    // docs/rules/entities.md CAIP-2: the local Solana chain's genesis-hash reference.
    expect(SOLANA_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'solana:Ba3SHQM6habkMepfPaso2qfnoyfZo4i8',
    ])
    // The local Bitcoin chain is regtest: regtest's genesis hash gives its reference.
    expect(BITCOIN_NETWORKS.map((network) => network.caipNetworkId)).toEqual([
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])
  })
})
