import { PorticoError } from './base.ts'
import { isUserRejectedError, PROVIDER_ERROR_CODES } from './codes.ts'
import { findErrorCode } from './findErrorCode.ts'
import { fixedMessageError } from './fixedMessage.ts'
import type { ErrorMessageId } from './messageId.ts'

/** docs/rules/errors.md: the wallet answered 4001 (or 5000) to a send, a swap or an approval. */
export class TransactionRejectedError extends fixedMessageError(
  'TransactionRejectedError',
  'Transaction rejected in the wallet',
  'transactionRejected',
  PROVIDER_ERROR_CODES.UserRejectedRequest,
) {}

export type TransactionRejectedErrorType = TransactionRejectedError & { name: 'TransactionRejectedError' }

/**
 * A wallet's refusal of a transaction as a {@link TransactionRejectedError}, so the visitor reads it in
 * their language rather than in the wallet library's English; any other failure unchanged.
 *
 * @example
 * const hash = await adapter.transfer(transfer).catch((error) => { throw toTransactionError(error) })
 */
export function toTransactionError(error: unknown): unknown {
  return isUserRejectedError(findErrorCode(error)) ? new TransactionRejectedError({ cause: error }) : error
}

export class SendAmountAndReceiverRequiredError extends fixedMessageError(
  'SendAmountAndReceiverRequiredError',
  'An amount and receiver address are required',
  'sendAmountAndReceiverRequired',
) {}

export type SendAmountAndReceiverRequiredErrorType = SendAmountAndReceiverRequiredError & {
  name: 'SendAmountAndReceiverRequiredError'
}

export class SendTokenRequiredError extends fixedMessageError(
  'SendTokenRequiredError',
  'A token is required',
  'sendTokenRequired',
) {}

export type SendTokenRequiredErrorType = SendTokenRequiredError & { name: 'SendTokenRequiredError' }

/** docs/rules/validation.md, errors.md: an ERC20 send without a token address. */
export class Erc20TokenAddressRequiredError extends fixedMessageError(
  'Erc20TokenAddressRequiredError',
  'SendController:sendERC20Token - tokenAddress is required',
  'erc20TokenAddressRequired',
) {}

export type Erc20TokenAddressRequiredErrorType = Erc20TokenAddressRequiredError & {
  name: 'Erc20TokenAddressRequiredError'
}

// Gas price and swap calls on an unsupported network throw instead of returning empty (docs/rules/validation.md).
class NetworkNotSupportedError extends PorticoError {
  constructor(message: string, chainId: string | undefined, messageId: ErrorMessageId) {
    super(message, { details: chainId ? `Network: ${chainId}` : undefined, messageId })
  }
}

export class GasPriceNetworkNotSupportedError extends NetworkNotSupportedError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor(chainId?: string) {
    super('Network not supported for Gas Price', chainId, 'gasPriceNetworkNotSupported')
  }
}

export type GasPriceNetworkNotSupportedErrorType = GasPriceNetworkNotSupportedError & {
  name: 'GasPriceNetworkNotSupportedError'
}

export class SwapNetworkNotSupportedError extends NetworkNotSupportedError {
  override name = 'SwapNetworkNotSupportedError'
  constructor(chainId?: string) {
    super('Network not supported for Swaps', chainId, 'swapNetworkNotSupported')
  }
}

export type SwapNetworkNotSupportedErrorType = SwapNetworkNotSupportedError & {
  name: 'SwapNetworkNotSupportedError'
}

export type InvalidAmountErrorType = InvalidAmountError & { name: 'InvalidAmountError' }

/** An amount that is not a non-negative decimal with at most the token's decimals. */
export class InvalidAmountError extends PorticoError {
  override name = 'InvalidAmountError'
  constructor(amount: unknown, decimals: number) {
    super('Enter a valid amount', {
      details: `"${String(amount)}" is not a non-negative amount with at most ${decimals} decimals.`,
      messageId: 'invalidAmount',
    })
  }
}
