import { getGasPrice } from '../api/blockchain.ts'
import { getSwapQuotes, type SwapToken } from '../api/convert.ts'
import { SWAP } from '../constants/swap.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type { InvalidAmountErrorType, SwapNetworkNotSupportedErrorType } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import type { SwapRouteNotFoundErrorType } from '../swap/errors.ts'
import { prepareSwap, toSwapError } from '../swap/prepareSwap.ts'

export type GetSwapQuoteParameters = {
  from: SwapToken
  to: SwapToken
  /** Decimal amount of `from`, e.g. '10'. */
  amount: string
  /** Percent `toAmount` may lose to price moves. Default 1 (docs/rules/limits.md). */
  slippage?: number | undefined
}

export type GetSwapQuoteReturnType = {
  provider: string
  /** In the smallest units of each token. */
  fromAmount: bigint
  toAmount: bigint
  /** The least the swap pays out at the slippage; it reverts below. */
  toAmountMin: bigint
  slippage: number
  /** Percent below the pools' mid price, fees excluded; null when unknown. */
  priceImpact: number | null
  /** The network fee in the native coin's smallest unit at the standard gas price; null when unknown. */
  networkFee: bigint | null
}

/**
 * 'Network not supported for Swaps' | 'No route found for this swap' | an invalid amount |
 * 'HTTP status code: {n}'.
 */
export type GetSwapQuoteErrorType =
  | SwapNetworkNotSupportedErrorType
  | SwapRouteNotFoundErrorType
  | UnsupportedChainErrorType
  | InvalidAmountErrorType
  | HttpStatusErrorType

/**
 * Quotes a swap on the active network through the convert API: what `amount` of `from` buys of `to`,
 * the minimum at the slippage (1 % by default), the price impact and the network fee.
 *
 * @example
 * import { getSwapQuote } from '@portico/core'
 * const quote = await getSwapQuote(portico, { from: pusd, to: pdai, amount: '10' })
 */
export async function getSwapQuote(
  portico: Portico,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const { userAddress, account } = prepareSwap(portico)
  const chainId = account.caipNetwork.caipNetworkId
  const slippage = parameters.slippage ?? SWAP.slippageTolerance
  const fromAmount = parseTokenAmount(parameters.amount, parameters.from.decimals)
  const [quotes, gasPrice] = await Promise.all([
    getSwapQuotes(portico.api, {
      amount: fromAmount.toString(),
      from: parameters.from.address,
      to: parameters.to.address,
      userAddress,
    }).catch((error) => toSwapError(error, chainId)),
    // docs/rules/errors.md: a gas price failure is silent; the quote then shows no fee.
    getGasPrice(portico.api, { chainId }).catch(() => null),
  ])
  const quote = quotes[0]!
  const toAmount = BigInt(quote.toAmount)
  return {
    provider: quote.provider,
    fromAmount,
    toAmount,
    toAmountMin: (toAmount * (10_000n - BigInt(Math.round(slippage * 100)))) / 10_000n,
    slippage,
    priceImpact: quote.priceImpact,
    networkFee: gasPrice ? BigInt(quote.gas) * BigInt(gasPrice.standard) : null,
  }
}
