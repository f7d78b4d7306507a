import { defineBitcoinNetwork } from '@portico/bitcoin/networks'
import { type CaipNetwork, toCaipNetworkId } from '@portico/core'
import { BITCOIN_DEVNET_GENESIS_HASH, BITCOIN_DEVNET_NAME } from '@portico/devnet/bitcoin'
import { SOLANA_DEVNET_GENESIS_HASH, SOLANA_DEVNET_NAME } from '@portico/devnet/solana'
import { defineSolanaNetwork } from '@portico/solana/networks'

const devnet = (id: number, name: string, rpcUrl: string): CaipNetwork => ({
  id,
  caipNetworkId: toCaipNetworkId({ chainNamespace: 'eip155', chainId: id }),
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
  testnet: true,
  // Logos come from the server's asset images (docs/rules/api.md); the local chains use Ethereum's.
  assets: { imageId: 'ethereum' },
})

/** The two local chains `npm start` runs (packages/devnet). */
export const NETWORKS: CaipNetwork[] = [
  devnet(31337, 'Portico Devnet A', import.meta.env.VITE_PORTICO_DEVNET_A_RPC_URL ?? 'http://127.0.0.1:8545'),
  devnet(31338, 'Portico Devnet B', import.meta.env.VITE_PORTICO_DEVNET_B_RPC_URL ?? 'http://127.0.0.1:8546'),
]

/** The local Solana chain `npm start` runs (packages/devnet, litesvm). */
export const SOLANA_NETWORKS: CaipNetwork[] = [
  defineSolanaNetwork({
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    name: SOLANA_DEVNET_NAME,
    rpcUrls: [import.meta.env.VITE_PORTICO_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899'],
    testnet: true,
  }),
]

const esploraUrl = import.meta.env.VITE_PORTICO_BITCOIN_ESPLORA_URL ?? 'http://127.0.0.1:3002'

/**
 * The local Bitcoin regtest chain `npm start` runs (packages/devnet), behind its Esplora API; its
 * explorer is the same API, whose `/tx/:txid` and `/address/:address` answer with the JSON records.
 */
export const BITCOIN_NETWORKS: CaipNetwork[] = [
  defineBitcoinNetwork({
    genesisHash: BITCOIN_DEVNET_GENESIS_HASH,
    name: BITCOIN_DEVNET_NAME,
    esploraUrls: [esploraUrl],
    testnet: true,
    blockExplorer: { name: 'Esplora', url: esploraUrl },
  }),
]
