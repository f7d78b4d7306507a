export { MAX_SWAP_SLIPPAGE } from '@portico/core'
export { ConvertApi, type ResolvedSwapToken, type SwapQuoteAnswer, type SwapToken } from './convertApi.ts'
export {
  type CreateLocalAmmSwapProviderParameters,
  createLocalAmmSwapProvider,
  type LocalAmmNetwork,
} from './createLocalAmmSwapProvider.ts'
export {
  type CreateOneInchSwapProviderParameters,
  createOneInchSwapProvider,
} from './createOneInchSwapProvider.ts'
export {
  SwapProviderError,
  type SwapProviderErrorType,
  SwapRequestError,
  type SwapRequestErrorType,
  SwapRouteNotFoundError,
  type SwapRouteNotFoundErrorType,
} from './errors.ts'
export {
  type DirectedPool,
  type FindBestRouteParameters,
  type FindBestRouteReturnType,
  findBestRoute,
  type RouteCandidate,
} from './findBestRoute.ts'
export type { LocalAmmConfig, SwapOptions } from './options.ts'
export { registerConvertRoutes } from './registerConvertRoutes.ts'
export type {
  BuildApproveParameters,
  BuildSwapParameters,
  BuiltSwap,
  BuiltTransaction,
  SwapAllowanceParameters,
  SwapProvider,
  SwapProviderToken,
  SwapQuote,
  SwapQuoteParameters,
} from './swapProvider.ts'
export { NATIVE_SWAP_TOKEN } from './swapProvider.ts'
