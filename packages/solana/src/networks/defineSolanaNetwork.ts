import { type CaipNetwork, toCaipNetworkId } from '@portico/core'

export type DefineSolanaNetworkParameters = {
  /** The cluster's genesis hash (base58); its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  name: string
  /** HTTP JSON-RPC URLs, the first one used. */
  rpcUrls: readonly string[]
  testnet?: boolean | undefined
  /** The server's asset image id of the network logo. Default 'solana'. */
  imageId?: string | undefined
}

/**
 * A Solana cluster as a Portico network: CAIP-2 id `solana:{first 32 characters of the genesis hash}`,
 * SOL with 9 decimals.
 *
 * @example
 * import { defineSolanaNetwork } from '@portico/solana/networks'
 * const local = defineSolanaNetwork({ genesisHash: 'Ba3SHQM6…', name: 'Local', rpcUrls: ['http://127.0.0.1:8899'] })
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): CaipNetwork {
  const reference = parameters.genesisHash.slice(0, 32)
  return {
    id: reference,
    caipNetworkId: toCaipNetworkId({ chainNamespace: 'solana', chainId: reference }),
    chainNamespace: 'solana',
    name: parameters.name,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: parameters.rpcUrls } },
    assets: { imageId: parameters.imageId ?? 'solana' },
    ...(parameters.testnet ? { testnet: true } : {}),
  }
}
