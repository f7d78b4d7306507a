import { getSwapAllowance as getAllowance, type SwapToken } from '../api/convert.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type { InvalidAmountErrorType, SwapNetworkNotSupportedErrorType } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import type { SwapRouteNotFoundErrorType } from '../swap/errors.ts'
import { prepareSwap, toSwapError } from '../swap/prepareSwap.ts'

export type GetSwapAllowanceParameters = {
  token: SwapToken
  /** Decimal amount the swap takes, e.g. '10'. */
  amount: string
}

export type GetSwapAllowanceReturnType = {
  /** What the swap spender may take, in the token's smallest unit. */
  allowance: bigint
  /** CAIP-10 address of the spender (the router). */
  spender: string
  /** The allowance is below the amount converted by the token's decimals (docs/rules/api.md). */
  needsApproval: boolean
}

/** 'Network not supported for Swaps' | an invalid amount | 'HTTP status code: {n}'. */
export type GetSwapAllowanceErrorType =
  | SwapNetworkNotSupportedErrorType
  | SwapRouteNotFoundErrorType
  | UnsupportedChainErrorType
  | InvalidAmountErrorType
  | HttpStatusErrorType

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * Reads on chain, through the convert API, how much of a token the swap spender may take from the
 * active account, and whether that covers the amount. The native coin needs no approval.
 *
 * @example
 * import { getSwapAllowance } from '@portico/core'
 * const { needsApproval } = await getSwapAllowance(portico, { token: pusd, amount: '10' })
 */
export async function getSwapAllowance(
  portico: Portico,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const { userAddress, account } = prepareSwap(portico)
  const amount = parseTokenAmount(parameters.amount, parameters.token.decimals)
  if (parameters.token.address.toLowerCase().endsWith(NATIVE)) {
    return { allowance: amount, spender: '', needsApproval: false }
  }
  const { allowance, spender } = await getAllowance(portico.api, {
    tokenAddress: parameters.token.address,
    userAddress,
  }).catch((error) => toSwapError(error, account.caipNetwork.caipNetworkId))
  return { allowance: BigInt(allowance), spender, needsApproval: BigInt(allowance) < amount }
}
