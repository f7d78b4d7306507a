export type { BlockchainLogger, FungiblePrice, SupportedChains } from './blockchain-api.ts'
export { BlockchainApi } from './blockchain-api.ts'
export { createChainClient, hasEns } from './chain-client.ts'
export { BLOCKCHAIN_ENV, blockchainOptionsFromEnv } from './env.ts'
export { BlockchainConfigError, ChainUnavailableError, PriceProviderError } from './errors.ts'
export type { GasPrice } from './gas-price.ts'
export { estimateGasPrice } from './gas-price.ts'
export type { Identity } from './identity.ts'
export type { KnownToken } from './known-tokens.ts'
export { defaultKnownTokens, devnetTokens, loadSeedTokens, SEED_KNOWN_TOKENS_FILE } from './known-tokens.ts'
export type { BlockchainNetwork, BlockchainNetworkConfig } from './network.ts'
export { devnetNetworkConfigs, resolveNetwork, resolveNetworks, seedNetworkConfigs } from './networks.ts'
export type { AccountNft, NftCollection } from './nfts.ts'
export { devnetCollections, MAX_NFT_CANDIDATES } from './nfts.ts'
export type { BlockchainOptions } from './options.ts'
export {
  DEFAULT_BALANCE_CACHE_MS,
  DEFAULT_PRICE_CACHE_MS,
  MAX_PRICE_ADDRESSES,
  NATIVE_TOKEN_ADDRESS,
} from './options.ts'
export { cachePrices } from './prices/cached-price-provider.ts'
export type { CoinGeckoPlatform, CoinGeckoPriceProviderOptions } from './prices/coingecko-price-provider.ts'
export {
  createCoinGeckoPriceProvider,
  DEFAULT_COINGECKO_PLATFORMS,
} from './prices/coingecko-price-provider.ts'
export type { LocalPrices } from './prices/local-price-provider.ts'
export { createLocalPriceProvider, DEFAULT_LOCAL_PRICES } from './prices/local-price-provider.ts'
export type { PricedToken, PriceProvider, PriceProviderErrorHandler } from './prices/price-provider.ts'
export { combinePriceProviders } from './prices/price-provider.ts'
export { registerBlockchainRoutes } from './routes.ts'
