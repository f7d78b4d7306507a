export { type AnalyticsBody, createEventId, pageLocation, postEvent } from './analytics.ts'
export {
  type GasPrice,
  getGasPrice,
  getIdentity,
  getNfts,
  getSupportedChains,
  type Identity,
  type Nft,
} from './blockchain.ts'
export { getAnalyticsConfig, getRemoteFeatures, parseRemoteFeatures, type RemoteFeatures } from './config.ts'
export type { BuiltSwapTransaction, SwapQuoteAnswer, SwapToken } from './convert.ts'
export {
  type GetAllowedOriginsErrorType,
  type GetAllowedOriginsParameters,
  type GetAllowedOriginsReturnType,
  getAllowedOrigins,
} from './getAllowedOrigins.ts'
export {
  type ApiClient,
  type ApiClientParameters,
  createApiClient,
  type FetchLike,
  type Query,
} from './http.ts'
export type { OnrampAmount, OnrampOptions, OnrampProviderInfo, OnrampQuote } from './onramp.ts'
export { type AccountName, type NameSuggestion, ProfileApiFailure } from './profile.ts'
export {
  type GetWalletsParameters,
  getAssetImageUrl,
  getWalletImageUrl,
  getWallets,
} from './walletDirectory.ts'
