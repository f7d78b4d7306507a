import { getSwapTokenList, type SwapToken } from '../api/convert.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type { SwapNetworkNotSupportedErrorType } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import type { SwapRouteNotFoundErrorType } from '../swap/errors.ts'
import { prepareSwap, toSwapError } from '../swap/prepareSwap.ts'

export type GetSwapTokensReturnType = SwapToken[]

/** 'Network not supported for Swaps' | 'Unsupported chain' | 'HTTP status code: {n}'. */
export type GetSwapTokensErrorType =
  | SwapNetworkNotSupportedErrorType
  | SwapRouteNotFoundErrorType
  | UnsupportedChainErrorType
  | HttpStatusErrorType

/**
 * The tokens the convert API swaps on the active network (docs/rules/entities.md swap token), the native coin first.
 *
 * @example
 * import { getSwapTokens } from '@portico/core'
 * const tokens = await getSwapTokens(portico)
 */
export async function getSwapTokens(portico: Portico): Promise<GetSwapTokensReturnType> {
  const { account } = prepareSwap(portico)
  const chainId = account.caipNetwork.caipNetworkId
  return getSwapTokenList(portico.api, { chainId }).catch((error) => toSwapError(error, chainId))
}
