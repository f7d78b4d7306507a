import { readFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { type CaipNetworkId, isChainNamespace } from '@portico/core'
import { SEED_CHAINS_FILE } from '../seed/seedPaths.ts'
import type { PorticoNetwork } from './network.ts'

type SeedChain = {
  caip2: string
  namespace: string
  reference: string
  chain_id?: number
  name: string
  short_name?: string
  native_currency: { name: string; symbol: string; decimals: number }
  testnet: boolean
  rpc_urls?: { default?: string[]; websocket?: string[]; public_extra?: string[] }
  block_explorers?: { name: string; url: string; api_url?: string }[]
  multicall3?: string
  logo?: string
}

/** Parses the seed chain list. Chains in a namespace Portico does not know are skipped. */
export function loadNetworks(file: string = SEED_CHAINS_FILE): PorticoNetwork[] {
  const { chains } = JSON.parse(readFileSync(file, 'utf8')) as { chains: SeedChain[] }
  return chains.flatMap((chain): PorticoNetwork[] => {
    if (!isChainNamespace(chain.namespace)) return []
    return [
      {
        caipNetworkId: chain.caip2 as CaipNetworkId,
        namespace: chain.namespace,
        reference: chain.reference,
        chainId: chain.chain_id ?? null,
        name: chain.name,
        shortName: chain.short_name ?? null,
        nativeCurrency: chain.native_currency,
        testnet: chain.testnet,
        rpcUrls: {
          default: chain.rpc_urls?.default ?? [],
          webSocket: chain.rpc_urls?.websocket ?? [],
          publicExtra: chain.rpc_urls?.public_extra ?? [],
        },
        blockExplorers: (chain.block_explorers ?? []).map((explorer) => ({
          name: explorer.name,
          url: explorer.url,
          apiUrl: explorer.api_url ?? null,
        })),
        multicall3: chain.multicall3 ?? null,
        imageId: chain.logo ? basename(chain.logo, extname(chain.logo)) : null,
      },
    ]
  })
}
