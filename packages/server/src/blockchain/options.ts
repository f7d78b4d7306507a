import type { SwapOptions } from '../convert/options.ts'
import type { HistoryOptions } from '../history/options.ts'
import type { CoinbaseOnrampOptions } from '../onramp/createCoinbaseOnrampProvider.ts'
import type { MeldOnrampOptions } from '../onramp/createMeldOnrampProvider.ts'
import type { SandboxOnrampOptions } from '../onramp/createSandboxOnrampProvider.ts'
import type { KnownToken, SolanaKnownToken } from './knownTokens.ts'
import type { BlockchainNetworkConfig } from './network.ts'
import type { NftCollection } from './nfts.ts'
import type { PriceProvider } from './prices/priceProvider.ts'

export type BlockchainOptions = {
  /** Networks served (eip155 and solana), with their RPC URLs. Default: none. */
  networks?: readonly BlockchainNetworkConfig[] | undefined
  /** ERC20s whose balances are read. Default: seed/known-tokens.json. */
  tokens?: readonly KnownToken[] | undefined
  /** SPL tokens (by mint) whose balances are read on the Solana networks. Default: none. */
  solanaTokens?: readonly SolanaKnownToken[] | undefined
  /** ERC721s the NFT route looks for. Default: none. */
  nftCollections?: readonly NftCollection[] | undefined
  /**
   * Where prices come from, asked in order for the tokens still unpriced; a failing provider is logged
   * and skipped. Default: none, so every price is 0.
   */
  priceProviders?: readonly PriceProvider[] | undefined
  /** How long a balance answer is reused per address, network and currency. Default 5 s; 0 disables. */
  balanceCacheMs?: number | undefined
  /** How long prices are reused. Default 60 s; 0 disables. */
  priceCacheMs?: number | undefined
  /** Origin used in icon URLs, e.g. `https://portico.example.com`. Default: from the Host header. */
  publicUrl?: string | undefined
  /**
   * Transaction history (`GET /v1/account/{address}/history`): the indexer's settings and where each
   * network's history comes from. Default: every EVM network indexed by the server.
   */
  history?: HistoryOptions | undefined
  /**
   * Networks (CAIP-2 ids of served networks) whose ENS names and avatars identity answers, read in
   * order after the server's own account names. Default: the served networks viem knows ENS contracts
   * for (Ethereum mainnet and Sepolia); `[]` turns ENS off.
   */
  ensNetworks?: readonly string[] | undefined
  /** How long an ENS identity is reused per address. Default 5 minutes; 0 disables. */
  identityCacheMs?: number | undefined
  /** The onramp API's providers; the local sandbox sells devnet tokens from a treasury. Default: none. */
  onramp?:
    | {
        sandbox?: SandboxOnrampOptions | undefined
        coinbase?: CoinbaseOnrampOptions | undefined
        meld?: MeldOnrampOptions | undefined
      }
    | undefined
  /** The convert (swap) API: extra swap chains and the swap providers. Default: no provider. */
  swap?: SwapOptions | undefined
}

export const DEFAULT_BALANCE_CACHE_MS = 5_000
export const DEFAULT_PRICE_CACHE_MS = 60_000
export const DEFAULT_IDENTITY_CACHE_MS = 5 * 60_000
/** Cached identities kept at most; the oldest go first. */
export const MAX_CACHED_IDENTITIES = 10_000
/** Cached balance answers kept at most; the oldest go first. */
export const MAX_CACHED_BALANCES = 10_000
/** The address CAIP-10 price requests use for a network's native coin. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
