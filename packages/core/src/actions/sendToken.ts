import type { FeeSpeed } from '../adapters/types.ts'
import type { TokenBalance } from '../contract/blockchain.ts'
import type { PorticoErrorType } from '../errors/base.ts'
import type { NoActiveCaipAddressErrorType } from '../errors/internal.ts'
import type {
  Erc20TokenAddressRequiredErrorType,
  InvalidAmountErrorType,
  SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredErrorType,
  TransactionRejectedErrorType,
} from '../errors/transactions.ts'
import { toTransactionError } from '../errors/transactions.ts'
import type { UnsupportedChainErrorType } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { prepareTransfer } from '../send/prepareTransfer.ts'
import type { EventProperties } from '../stores/events.ts'
import { refreshBalance } from './refreshBalance.ts'

export type SendTokenParameters = {
  /** The token to send, as the balance list gives it; no `address` means the native coin. */
  token: TokenBalance | undefined
  /** Receiver address in the network's own form. */
  to: string | undefined
  /** Decimal amount in the token's unit, e.g. '1.5'. */
  amount: string | undefined
  /** Where the adapter prices its own fees (`getFeeRates`, Bitcoin): how fast; default 'normal'. */
  feeSpeed?: FeeSpeed | undefined
}

/** The transaction hash (or signature), once the transfer is final on the chain. */
export type SendTokenReturnType = string

/**
 * 'An amount and receiver address are required' | 'A token is required' | 'No ActiveCaipAddress found' |
 * 'Unsupported chain' | 'SendController:sendERC20Token - tokenAddress is required' | an invalid amount |
 * 'Transaction rejected in the wallet' (4001, 5000) | what the wallet threw.
 */
export type SendTokenErrorType =
  | SendAmountAndReceiverRequiredErrorType
  | SendTokenRequiredErrorType
  | NoActiveCaipAddressErrorType
  | UnsupportedChainErrorType
  | Erc20TokenAddressRequiredErrorType
  | InvalidAmountErrorType
  | TransactionRejectedErrorType
  | PorticoErrorType

function eventProperties(portico: Portico, parameters: SendTokenParameters): EventProperties {
  return {
    accountType: portico.account.store.getState().accounts[0]?.type ?? 'eoa',
    token: parameters.token?.symbol ?? '',
    amount: parameters.amount ?? '',
    network: portico.networks.store.getState().caipNetwork?.caipNetworkId ?? '',
  }
}

/**
 * Sends the native coin or a token from the active account (docs/rules/states.md Send): checks in the
 * order of docs/rules/validation.md Send,
 * dispatch by the active network's namespace to its adapter, exact amounts from the token's
 * decimals, SEND_INITIATED and SEND_SUCCESS events, and the header balance refreshed afterwards.
 *
 * @example
 * import { sendToken } from '@portico/core'
 * const hash = await sendToken(portico, { token, to: '0x7099…79C8', amount: '1.5' })
 */
export async function sendToken(
  portico: Portico,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const prepared = prepareTransfer(portico, parameters)
  const { adapter } = prepared
  const rates = await adapter.getFeeRates?.({ caipNetwork: prepared.transfer.caipNetwork })
  const transfer = rates
    ? { ...prepared.transfer, feeRate: rates[parameters.feeSpeed ?? 'normal'] }
    : prepared.transfer
  await adapter.checkTransfer?.(transfer)
  void portico.track('SEND_INITIATED', eventProperties(portico, parameters))
  const hash = await adapter.transfer(transfer).catch((error) => {
    throw toTransactionError(error)
  })
  void portico.track('SEND_SUCCESS', eventProperties(portico, parameters))
  void refreshBalance(portico)
  return hash
}
