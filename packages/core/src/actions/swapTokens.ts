import { getSwapTransaction, type SwapToken } from '../api/convert.ts'
import { SWAP } from '../constants/swap.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import { plainAddress, prepareSwap, toSwapError } from '../swap/prepareSwap.ts'
import { refreshBalance } from './refreshBalance.ts'

export type SwapTokensParameters = {
  from: SwapToken
  to: SwapToken
  /** Decimal amount of `from`, e.g. '10'. */
  amount: string
  /** Percent `toAmount` may lose to price moves. Default 1 (SPEC §9). */
  slippage?: number | undefined
}

export type SwapTokensReturnType = {
  /** The swap's transaction hash, once it is mined. */
  hash: string
  /** Quoted and least amounts of `to` when the swap was built, in its smallest unit. */
  toAmount: bigint
  toAmountMin: bigint
}

/**
 * 'Network not supported for Swaps' | 'No route found for this swap' | 'HTTP status code: 400' with the
 * server's reason (balance or allowance too low) | what the wallet threw (4001 when declined).
 */
export type SwapTokensErrorType = Error

/**
 * Swaps on the active network: the convert API builds the transaction at the slippage (1 % by
 * default), the account's wallet signs and sends it, this waits for the receipt and refreshes the
 * header balance. A token source needs an allowance first (`getSwapAllowance`, `approveSwap`).
 *
 * @example
 * import { swapTokens } from '@portico/core'
 * const { hash } = await swapTokens(portico, { from: pusd, to: pdai, amount: '10' })
 */
export async function swapTokens(
  portico: Portico,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { account, adapter, userAddress } = prepareSwap(portico)
  const tx = await getSwapTransaction(portico.api, {
    amount: parseTokenAmount(parameters.amount, parameters.from.decimals).toString(),
    from: parameters.from.address,
    to: parameters.to.address,
    userAddress,
    slippage: parameters.slippage ?? SWAP.slippageTolerance,
    projectId: portico.options.projectId,
  }).catch((error) => toSwapError(error, account.caipNetwork.caipNetworkId))
  const hash = await adapter.sendTransaction!({
    ...account,
    to: plainAddress(tx.to),
    data: tx.data,
    value: BigInt(tx.value),
  })
  void refreshBalance(portico)
  return { hash, toAmount: BigInt(tx.toAmount), toAmountMin: BigInt(tx.toAmountMin) }
}
