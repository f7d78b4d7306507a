import { describe, expect, it } from 'vitest'
import { arbitrum, bitcoin, defineChain, mainnet, solana } from './index.ts'
import { normalizeNetwork } from './normalizeNetwork.ts'

describe('@portico/appkit/networks', () => {
  it('names the networks as AppKit does, each a CAIP network and, for eip155, a viem chain', () => {
    expect(mainnet).toMatchObject({ id: 1, caipNetworkId: 'eip155:1', chainNamespace: 'eip155' })
    expect(arbitrum.contracts?.multicall3?.address).toMatch(/^0x/)
    expect(solana.chainNamespace).toBe('solana')
    expect(bitcoin.chainNamespace).toBe('bip122')
  })

  it('defineChain derives the CAIP-2 id, and a bare viem chain is read as eip155', () => {
    const custom = defineChain({
      id: 123456789,
      name: 'Custom',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    })
    expect(custom.caipNetworkId).toBe('eip155:123456789')
    const { caipNetworkId: _, chainNamespace: __, ...bare } = mainnet
    expect(normalizeNetwork(bare as typeof mainnet).caipNetworkId).toBe('eip155:1')
  })
})
