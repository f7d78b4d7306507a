import type { SolanaKnownToken } from '../blockchain/knownTokens.ts'
import type { BlockchainNetworkConfig } from '../blockchain/network.ts'
import type { NftCollection } from '../blockchain/nfts.ts'
import type { LocalPrices } from '../blockchain/prices/localPriceProvider.ts'
import type { SponsorshipOptions } from '../bundler/options.ts'
import type { SwapOptions } from '../convert/options.ts'
import type { IndexerOptions } from '../history/options.ts'
import type { NamesOptions } from '../names/options.ts'

/**
 * What the server serves besides its own data: networks, known tokens, NFT collections and local
 * prices. Read from the JSON file given with `--config FILE` or `PORTICO_CONFIG`; every field is
 * optional, and without a file the blockchain API serves no network.
 */
export type PorticoConfig = {
  /** Networks served by the blockchain API, with their RPC URLs. */
  networks?: readonly BlockchainNetworkConfig[] | undefined
  /** Seed chains served with their public RPC URLs, e.g. `["eip155:1", "eip155:8453"]`. */
  seedNetworks?: readonly string[] | undefined
  /**
   * Tokens whose balances are read: ERC20s by 0x address, on top of the seed token list (these win on
   * a duplicate), and SPL tokens of Solana networks by mint address (base58).
   */
  tokens?: readonly SolanaKnownToken[] | undefined
  /** ERC721s the NFT route looks in; `fromBlock` is a whole number in the file. */
  nftCollections?:
    | readonly (Omit<NftCollection, 'fromBlock'> & { fromBlock?: number | undefined })[]
    | undefined
  /** The local price provider's table; nothing else is priced without a price API. */
  prices?: LocalPrices | undefined
  /**
   * The convert (swap) API: `chains` served besides the standard swap chains (e.g. a devnet) and
   * `localAmm` routers, one per network. The aggregator comes from the environment (its key is a secret).
   */
  swap?: Pick<SwapOptions, 'chains' | 'localAmm'> | undefined
  /**
   * A `wallet-directory/1` file (relative to the config file) whose wallets are listed first, besides the
   * imported directory: e.g. the Portico Dev Wallet of a local stack.
   */
  localWalletsFile?: string | undefined
  /** Transaction history: the indexer's settings and, per network, where its history comes from. */
  history?: PorticoHistoryConfig | undefined
  /**
   * ERC-4337 bundlers, one per EVM network, reached through `POST /v1/bundler`; their networks are the
   * ones where accounts can be smart accounts. A URL with a key may name it through `urlEnv` instead.
   */
  bundlers?:
    | readonly { caipNetworkId: string; url?: string | undefined; urlEnv?: string | undefined }[]
    | undefined
  /**
   * Daily caps of sponsored user operations behind `POST /v1/bundler` (per account, and optionally per
   * project), with per-project entries; `PORTICO_SPONSORSHIP_PER_SENDER_PER_DAY` and
   * `PORTICO_SPONSORSHIP_PER_PROJECT_PER_DAY` override the server-wide values.
   */
  sponsorship?: SponsorshipOptions | undefined
  /** The embedded wallet (email, social and Farcaster login) on its secure origin; off without it. */
  embeddedWallet?: PorticoEmbeddedWalletConfig | undefined
  /** Networks (CAIP-2) whose ENS names identity reads. Default: the served ones viem knows ENS for. */
  ensNetworks?: readonly string[] | undefined
  /** The account-name registry: own zones besides reown.id and wcn.id, names per address and zone. */
  names?: NamesOptions | undefined
  /**
   * The onramp API's local sandbox: the configured tokens (CAIP-10) it sells for US dollars, paid out
   * from the account whose private key is in the environment variable `treasuryKeyEnv`; it is left
   * out while that variable is unset.
   */
  onramp?: { sandbox?: { tokens: readonly string[]; treasuryKeyEnv: string } | undefined } | undefined
}

/**
 * The embedded wallet as the config file says it. Secrets may stay in the environment: the master key
 * (`PORTICO_MASTER_KEY`), the SMTP password (`passwordEnv`) and client secrets (`clientSecretEnv`).
 * Relative paths are relative to the config file.
 */
export type PorticoEmbeddedWalletConfig = {
  vaultPort?: number | undefined
  origin?: string | undefined
  vaultDir?: string | undefined
  frameAncestors?: readonly string[] | undefined
  /** 32 bytes, hex or base64. Prefer `PORTICO_MASTER_KEY` or `masterKeyFile`. */
  masterKey?: string | undefined
  masterKeyFile?: string | undefined
  smtp?:
    | {
        host: string
        port: number
        secure?: boolean | undefined
        user?: string | undefined
        passwordEnv?: string | undefined
        from: string
      }
    | undefined
  socials?:
    | Readonly<
        Record<
          string,
          {
            issuer: string
            clientId: string
            clientSecret?: string | undefined
            clientSecretEnv?: string | undefined
          }
        >
      >
    | undefined
  farcaster?:
    | {
        relayUrl: string
        /** A local id registry (the relay stand-in's `…/test/registry`) instead of Optimism's. */
        idRegistryUrl?: string | undefined
        /** An Optimism RPC for the id registry and contract-wallet signatures. */
        optimismRpcUrl?: string | undefined
      }
    | undefined
}

/** Where one network's history comes from, as the config file says it (secrets stay in the environment). */
export type PorticoHistorySource =
  | { source: 'indexer'; fromBlock?: number | undefined }
  | { source: 'explorer'; url: string; apiKeyEnv?: string | undefined }
  | { source: 'none' }

export type PorticoHistoryConfig = {
  /** `false` runs no indexer in this process (indexed networks are still answered from the database). */
  indexer?: IndexerOptions | false | undefined
  /** Transactions per page, 1 to 100. Default 20. */
  pageSize?: number | undefined
  /** Per CAIP-2 network id; a network not listed is indexed. */
  networks?: Readonly<Record<string, PorticoHistorySource>> | undefined
  /** ERC721 contracts (CAIP-10) whose NFTs are flagged `is_spam`. */
  spamNftContracts?: readonly string[] | undefined
}
