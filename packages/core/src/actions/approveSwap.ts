import { getSwapApproveTransaction, type SwapToken } from '../api/convert.ts'
import type { PorticoErrorType } from '../errors/base.ts'
import type { HttpStatusErrorType } from '../errors/http.ts'
import type {
  InvalidAmountErrorType,
  SwapNetworkNotSupportedErrorType,
  TransactionRejectedErrorType,
} from '../errors/transactions.ts'
import { toTransactionError } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { parseTokenAmount } from '../send/amount.ts'
import type { SwapRouteNotFoundErrorType } from '../swap/errors.ts'
import { plainAddress, prepareSwap, toSwapError } from '../swap/prepareSwap.ts'

export type ApproveSwapParameters = {
  from: SwapToken
  to: SwapToken
  /** Decimal amount to approve, exactly what the swap takes, e.g. '10'. */
  amount: string
}

/** The approval's transaction hash, once it is mined. */
export type ApproveSwapReturnType = string

/** 'Network not supported for Swaps' | 'HTTP status code: {n}' | 'Transaction rejected in the wallet' (4001, 5000) | what the wallet threw. */
export type ApproveSwapErrorType =
  | SwapNetworkNotSupportedErrorType
  | SwapRouteNotFoundErrorType
  | UnsupportedChainErrorType
  | InvalidAmountErrorType
  | HttpStatusErrorType
  | TransactionRejectedErrorType
  | PorticoErrorType

/**
 * Lets the swap spender take exactly `amount` of the source token: the convert API builds the
 * approval, the account's wallet signs and sends it, and this waits for the receipt.
 *
 * @example
 * import { approveSwap } from '@portico/core'
 * await approveSwap(portico, { from: pusd, to: pdai, amount: '10' })
 */
export async function approveSwap(
  portico: Portico,
  parameters: ApproveSwapParameters,
): Promise<ApproveSwapReturnType> {
  const { account, adapter, userAddress } = prepareSwap(portico)
  const tx = await getSwapApproveTransaction(portico.api, {
    userAddress,
    from: parameters.from.address,
    to: parameters.to.address,
    amount: parseTokenAmount(parameters.amount, parameters.from.decimals).toString(),
  }).catch((error) => toSwapError(error, account.caipNetwork.caipNetworkId))
  return adapter.sendTransaction!({
    ...account,
    to: plainAddress(tx.to),
    data: tx.data,
    value: BigInt(tx.value),
  }).catch((error) => {
    throw toTransactionError(error)
  })
}
