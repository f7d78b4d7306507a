import type { Address } from 'viem'
import { DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID, DEVNET_CHAIN_NAMES, DEVNET_DEFAULT_PORTS } from './chains.ts'
import {
  DEVNET_COLLECTION,
  DEVNET_CONTRACT_ADDRESSES,
  DEVNET_SWAP,
  DEVNET_TOKENS,
  DEVNET_WRAPPED_NATIVE,
} from './contracts.ts'
import {
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_DEFAULT_PORT,
  SOLANA_DEVNET_NAME,
  SOLANA_DEVNET_PUSD,
} from './solana/constants.ts'

/** Made-up prices of the devnet coin and tokens, in US dollars. */
const DEVNET_USD_PRICES = { native: 3000, weth: 3000, pusd: 1, pdai: 1, usdt: 1, usdc: 1, sol: 150 } as const

export type GetDevnetServerConfigParameters = {
  /** RPC URL per devnet chain id, e.g. `devnet.urls`. Default: http://127.0.0.1 at the `npm start` ports. */
  urls?: Partial<Record<typeof DEVNET_A_CHAIN_ID | typeof DEVNET_B_CHAIN_ID, string>> | undefined
  /** RPC URL of the local Solana chain. Default: http://127.0.0.1:8899. */
  solanaUrl?: string | undefined
  /** The ERC-4337 bundler of Devnet A. Default: http://127.0.0.1:4337. */
  bundlerUrl?: string | undefined
}

/** The `@portico/server` config file (`portico-server --config FILE`) for the devnet chains. */
export type DevnetServerConfig = {
  networks: {
    caipNetworkId: string
    name: string
    rpcUrls: string[]
    nativeCurrency: { name: string; symbol: string; decimals: number }
    multicall3?: Address | undefined
  }[]
  /** ERC20s by 0x address, SPL tokens by mint address (base58). */
  tokens: { caipNetworkId: string; address: string; name: string; symbol: string; decimals: number }[]
  nftCollections: { caipNetworkId: string; address: Address }[]
  prices: { usd: Record<string, number> }
  /** A `wallet-directory/1` file, relative to the config file, listed before the server's directory. */
  localWalletsFile?: string
  /** Swap chains besides the standard ones, and the AMM router of each. */
  swap: { chains: string[]; localAmm: { caipNetworkId: string; router: Address }[] }
  /** The bundler per network with smart accounts: Devnet A's. */
  bundlers: { caipNetworkId: string; url: string }[]
  /** The sandbox onramp sells USDC and PUSD on both chains, paid out by the key in `treasuryKeyEnv`. */
  onramp: { sandbox: { tokens: string[]; treasuryKeyEnv: string } }
  /** The account-name registry's own zone, first: the modal registers names there. */
  names: { zones: string[] }
}

/** The local stack's own name zone (`.test` is reserved for testing, so it names no real domain). */
export const DEVNET_NAME_ZONE = 'portico.test'

/** What the sandbox onramp sells on each devnet chain, the onramp's default (USDC) first. */
const DEVNET_ONRAMP_SYMBOLS = ['USDC', 'PUSD'] as const

/** The variable `npm start` puts the sandbox onramp's treasury key in (dev account 4's key). */
export const DEVNET_ONRAMP_TREASURY_KEY_ENV = 'PORTICO_ONRAMP_SANDBOX_KEY'

/**
 * The server config that serves both devnet chains: their networks with Multicall3, the four test
 * tokens and WETH, the Portico Tiles collection, swaps on the devnet AMM, the local Solana chain with
 * its PUSD mint, local USD prices for the devnet's coins and tokens only, and its own name zone first.
 *
 * @example
 * const devnet = await startDevnet({ ports: { 31337: 0, 31338: 0 } })
 * writeFileSync('portico.config.json', JSON.stringify(getDevnetServerConfig({ urls: devnet.urls })))
 */
export function getDevnetServerConfig(parameters: GetDevnetServerConfigParameters = {}): DevnetServerConfig {
  const chainIds = [DEVNET_A_CHAIN_ID, DEVNET_B_CHAIN_ID] as const
  const config: DevnetServerConfig = {
    networks: [],
    tokens: [],
    nftCollections: [],
    prices: { usd: {} },
    swap: { chains: [], localAmm: [] },
    bundlers: [
      {
        caipNetworkId: `eip155:${DEVNET_A_CHAIN_ID}`,
        url: parameters.bundlerUrl ?? 'http://127.0.0.1:4337',
      },
    ],
    onramp: { sandbox: { tokens: [], treasuryKeyEnv: DEVNET_ONRAMP_TREASURY_KEY_ENV } },
    names: { zones: [DEVNET_NAME_ZONE] },
  }
  for (const chainId of chainIds) {
    const caipNetworkId = `eip155:${chainId}`
    config.networks.push({
      caipNetworkId,
      name: DEVNET_CHAIN_NAMES[chainId],
      rpcUrls: [parameters.urls?.[chainId] ?? `http://127.0.0.1:${DEVNET_DEFAULT_PORTS[chainId]}`],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      multicall3: DEVNET_CONTRACT_ADDRESSES.multicall3,
    })
    for (const token of DEVNET_TOKENS) {
      const { address, name, symbol, decimals } = token
      config.tokens.push({ caipNetworkId, address, name, symbol, decimals })
      config.prices.usd[`${caipNetworkId}:${address}`] = DEVNET_USD_PRICES[token.contract]
    }
    const {
      address: weth,
      name: wethName,
      symbol: wethSymbol,
      decimals: wethDecimals,
    } = DEVNET_WRAPPED_NATIVE
    config.tokens.push({
      caipNetworkId,
      address: weth,
      name: wethName,
      symbol: wethSymbol,
      decimals: wethDecimals,
    })
    config.prices.usd[`${caipNetworkId}:${weth}`] = DEVNET_USD_PRICES.weth
    config.prices.usd[`${caipNetworkId}:native`] = DEVNET_USD_PRICES.native
    config.swap.chains.push(caipNetworkId)
    config.swap.localAmm.push({ caipNetworkId, router: DEVNET_SWAP.router })
    config.nftCollections.push({ caipNetworkId, address: DEVNET_COLLECTION.address })
    for (const symbol of DEVNET_ONRAMP_SYMBOLS) {
      const token = DEVNET_TOKENS.find((candidate) => candidate.symbol === symbol)!
      config.onramp.sandbox.tokens.push(`${caipNetworkId}:${token.address}`)
    }
  }
  const solana = SOLANA_DEVNET_CAIP_NETWORK_ID
  config.networks.push({
    caipNetworkId: solana,
    name: SOLANA_DEVNET_NAME,
    rpcUrls: [parameters.solanaUrl ?? `http://127.0.0.1:${SOLANA_DEVNET_DEFAULT_PORT}`],
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  })
  const { address, name, symbol, decimals } = SOLANA_DEVNET_PUSD
  config.tokens.push({ caipNetworkId: solana, address, name, symbol, decimals })
  config.prices.usd[`${solana}:native`] = DEVNET_USD_PRICES.sol
  config.prices.usd[`${solana}:${address}`] = DEVNET_USD_PRICES.pusd
  return config
}
