import type { PorticoErrorType } from '../errors/base.ts'
import type { NoActiveCaipAddressErrorType } from '../errors/internal.ts'
import type {
  Erc20TokenAddressRequiredErrorType,
  InvalidAmountErrorType,
  SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredErrorType,
} from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { prepareTransfer } from '../send/prepareTransfer.ts'
import type { SendTokenParameters } from './sendToken.ts'

export type CheckSendParameters = SendTokenParameters

export type CheckSendReturnType = undefined

/**
 * The checks of docs/rules/validation.md Send, then the chain's own (Bitcoin: a receiver address of the
 * network, an amount at or above its dust threshold) | what the adapter refuses.
 */
export type CheckSendErrorType =
  | SendAmountAndReceiverRequiredErrorType
  | SendTokenRequiredErrorType
  | NoActiveCaipAddressErrorType
  | UnsupportedChainErrorType
  | Erc20TokenAddressRequiredErrorType
  | InvalidAmountErrorType
  | PorticoErrorType

/**
 * Checks a send without asking the wallet: the form's rules, then the adapter's `checkTransfer` where
 * it has one (docs/rules/validation.md Send, Bitcoin dust). Resolves when the send can go to review.
 *
 * @example
 * import { checkSend } from '@portico/core'
 * await checkSend(portico, { token, to: 'bcrt1q…', amount: '0.000001' }) // AmountBelowDustError: 294 sats
 */
export async function checkSend(
  portico: Portico,
  parameters: CheckSendParameters,
): Promise<CheckSendReturnType> {
  const { adapter, transfer } = prepareTransfer(portico, parameters)
  await adapter.checkTransfer?.(transfer)
  return undefined
}
