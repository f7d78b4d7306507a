import { getSwapApproveTransaction, getSwapTransaction, type SwapToken } from '../api/convert.ts'
import { SWAP } from '../constants/swap.ts'
import type { PorticoErrorType } from '../errors/base.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type {
  InvalidAmountErrorType,
  SwapNetworkNotSupportedErrorType,
  TransactionRejectedErrorType,
} from '../errors/transactions.ts'
import { toTransactionError } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { WalletCallsErrorType } from '../errors/walletCalls.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import type { SwapFailedErrorType, SwapRouteNotFoundErrorType } from '../swap/errors.ts'
import { SwapFailedError } from '../swap/errors.ts'
import { plainAddress, prepareSwap, toSwapError } from '../swap/prepareSwap.ts'
import { refreshBalance } from './refreshBalance.ts'
import { sendCalls } from './sendCalls.ts'
import { waitForCallsStatus } from './waitForCallsStatus.ts'

export type SwapTokensParameters = {
  from: SwapToken
  to: SwapToken
  /** Decimal amount of `from`, e.g. '10'. */
  amount: string
  /** Percent `toAmount` may lose to price moves. Default 1 (docs/rules/limits.md). */
  slippage?: number | undefined
  /**
   * Approve exactly the amount and swap in one atomic batch (`wallet_sendCalls`): for a token source
   * without allowance, when the wallet reports `atomic` supported (`getCapabilities`).
   */
  withApproval?: boolean | undefined
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
 * server's reason (balance or allowance too low) | 'Transaction rejected in the wallet' (4001, 5000) | what the wallet threw | a
 * `WalletCallsError` or 'The swap failed on chain' for a batch.
 */
export type SwapTokensErrorType =
  | SwapNetworkNotSupportedErrorType
  | SwapRouteNotFoundErrorType
  | UnsupportedChainErrorType
  | InvalidAmountErrorType
  | HttpStatusErrorType
  | TransactionRejectedErrorType
  | WalletCallsErrorType
  | SwapFailedErrorType
  | PorticoErrorType

/**
 * Swaps on the active network: the convert API builds the transaction at the slippage (1 % by
 * default), the account's wallet signs and sends it, this waits for the receipt and refreshes the
 * header balance. A token source needs an allowance first (`getSwapAllowance`, `approveSwap`), or
 * `withApproval` where the wallet sends batches atomically: then approval and swap are one batch.
 *
 * @example
 * import { swapTokens } from '@portico/core'
 * const { hash } = await swapTokens(portico, { from: pusd, to: pdai, amount: '10' })
 * // A smart account: one approval screen, one user operation.
 * await swapTokens(portico, { from: pusd, to: pdai, amount: '10', withApproval: true })
 */
export async function swapTokens(
  portico: Portico,
  parameters: SwapTokensParameters,
): Promise<SwapTokensReturnType> {
  const { account, adapter, userAddress } = prepareSwap(portico)
  const amount = parseTokenAmount(parameters.amount, parameters.from.decimals).toString()
  const network = account.caipNetwork.caipNetworkId
  const tx = await getSwapTransaction(portico.api, {
    amount,
    from: parameters.from.address,
    to: parameters.to.address,
    userAddress,
    slippage: parameters.slippage ?? SWAP.slippageTolerance,
    projectId: portico.options.projectId,
    disableEstimate: parameters.withApproval,
  }).catch((error) => toSwapError(error, network))
  const amounts = { toAmount: BigInt(tx.toAmount), toAmountMin: BigInt(tx.toAmountMin) }
  if (parameters.withApproval) {
    const approval = await getSwapApproveTransaction(portico.api, {
      userAddress,
      from: parameters.from.address,
      to: parameters.to.address,
      amount,
    }).catch((error) => toSwapError(error, network))
    const { id } = await sendCalls(portico, {
      calls: [approval, tx].map((call) => ({
        to: plainAddress(call.to),
        data: call.data,
        value: BigInt(call.value),
      })),
      atomicRequired: true,
    })
    const status = await waitForCallsStatus(portico, { id })
    const last = status.receipts.at(-1)
    if (status.status !== 'success' || !last) throw new SwapFailedError()
    void refreshBalance(portico)
    return { hash: last.transactionHash, ...amounts }
  }
  const hash = await adapter.sendTransaction!({
    ...account,
    to: plainAddress(tx.to),
    data: tx.data,
    value: BigInt(tx.value),
  }).catch((error) => {
    throw toTransactionError(error)
  })
  void refreshBalance(portico)
  return { hash, ...amounts }
}
