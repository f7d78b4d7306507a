import { type CaipNetwork, toCaipNetworkId } from '@portico/core'

export type DefineBitcoinNetworkParameters = {
  /** The chain's genesis block hash (hex); its first 32 characters are the CAIP-2 reference. */
  genesisHash: string
  name: string
  /**
   * Esplora HTTP API base URLs (`GET /address/:address`, `/address/:address/utxo`, `/fee-estimates`,
   * `POST /tx`), the first one used: e.g. `https://mempool.space/api` or a local regtest ledger.
   */
  esploraUrls: readonly string[]
  testnet?: boolean | undefined
  /** A block explorer for addresses and transactions. */
  blockExplorer?: { name: string; url: string } | undefined
  /** The server's asset image id of the network logo. Default 'bitcoin'. */
  imageId?: string | undefined
}

/**
 * A Bitcoin chain as a Portico network: CAIP-2 id `bip122:{first 32 hex characters of the genesis
 * hash}`, BTC with 8 decimals, the Esplora API as its HTTP URLs.
 *
 * @example
 * import { defineBitcoinNetwork } from '@portico/bitcoin/networks'
 * const local = defineBitcoinNetwork({
 *   genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
 *   name: 'Regtest',
 *   esploraUrls: ['http://127.0.0.1:3002'],
 *   testnet: true,
 * })
 */
export function defineBitcoinNetwork(parameters: DefineBitcoinNetworkParameters): CaipNetwork {
  const reference = parameters.genesisHash.slice(0, 32).toLowerCase()
  return {
    id: reference,
    caipNetworkId: toCaipNetworkId({ chainNamespace: 'bip122', chainId: reference }),
    chainNamespace: 'bip122',
    name: parameters.name,
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: parameters.esploraUrls } },
    assets: { imageId: parameters.imageId ?? 'bitcoin' },
    ...(parameters.blockExplorer ? { blockExplorers: { default: parameters.blockExplorer } } : {}),
    ...(parameters.testnet ? { testnet: true } : {}),
  }
}
