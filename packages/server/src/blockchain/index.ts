export { type FungiblePrice, MAX_PRICE_ADDRESSES } from '@portico/core'
export type { BlockchainLogger, SupportedChains } from './blockchainApi.ts'
export { BlockchainApi } from './blockchainApi.ts'
export { createChainClient, hasEns } from './chainClient.ts'
export {
  BlockchainConfigError,
  type BlockchainConfigErrorType,
  ChainUnavailableError,
  type ChainUnavailableErrorType,
  MulticallReadError,
  type MulticallReadErrorType,
  PriceProviderError,
  type PriceProviderErrorType,
} from './errors.ts'
export type { GasPrice } from './gasPrice.ts'
export { estimateGasPrice } from './gasPrice.ts'
export type { Identity } from './identity.ts'
export type { KnownToken } from './knownTokens.ts'
export { loadSeedTokens, SEED_KNOWN_TOKENS_FILE } from './knownTokens.ts'
export type { BlockchainNetwork, BlockchainNetworkConfig } from './network.ts'
export { resolveNetwork, resolveNetworks, seedNetworkConfigs } from './networks.ts'
export type { AccountNft, NftCollection } from './nfts.ts'
export { MAX_NFT_CANDIDATES } from './nfts.ts'
export type { BlockchainOptions } from './options.ts'
export {
  DEFAULT_BALANCE_CACHE_MS,
  DEFAULT_PRICE_CACHE_MS,
  NATIVE_TOKEN_ADDRESS,
} from './options.ts'
export { cachePrices } from './prices/cachedPriceProvider.ts'
export type { CoinGeckoPlatform, CoinGeckoPriceProviderOptions } from './prices/coingeckoPriceProvider.ts'
export {
  createCoinGeckoPriceProvider,
  DEFAULT_COINGECKO_PLATFORMS,
} from './prices/coingeckoPriceProvider.ts'
export type { LocalPrices } from './prices/localPriceProvider.ts'
export { createLocalPriceProvider } from './prices/localPriceProvider.ts'
export type { PricedToken, PriceProvider, PriceProviderErrorHandler } from './prices/priceProvider.ts'
export { combinePriceProviders } from './prices/priceProvider.ts'
export { type RegisterBlockchainRoutesExtras, registerBlockchainRoutes } from './routes.ts'
