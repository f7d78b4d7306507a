import type {
  AmountBelowDustErrorType,
  BroadcastRefusedErrorType,
  HttpStatusErrorType,
  NetworkNotFoundErrorType,
  Portico,
  SendAmountAndReceiverRequiredErrorType,
  TransactionRejectedErrorType,
  WalletMethodNotSupportedErrorType,
  WalletNotConnectedErrorType,
  WalletRequestErrorType,
} from '@portico/core'
import type { InvalidBitcoinAddressErrorType } from '../errors/address.ts'
import type {
  InsufficientFundsErrorType,
  PsbtNotFinalizedErrorType,
  UnsupportedPaymentAddressErrorType,
} from '../errors/transfer.ts'
import type { TransferRecipient } from '../wallets/types.ts'
import { getBitcoinConnection } from './getBitcoinConnection.ts'

export type SendTransferParameters = {
  /** Who gets what, `amount` in sats. */
  recipients: readonly TransferRecipient[]
  /**
   * sat/vB, when Portico builds the transaction (wallet-standard wallets); default the network's
   * estimate. A sats-connect wallet builds its own transfer and picks its fee.
   */
  feeRate?: number | undefined
  /** The Bitcoin connection to send from; default the active one. */
  connectorId?: string | undefined
}

/** The id of the broadcast transaction (it may still be in the mempool). */
export type SendTransferReturnType = { txid: string }

export type SendTransferErrorType =
  | WalletNotConnectedErrorType
  | SendAmountAndReceiverRequiredErrorType
  | InvalidBitcoinAddressErrorType
  | AmountBelowDustErrorType
  | InsufficientFundsErrorType
  | UnsupportedPaymentAddressErrorType
  | TransactionRejectedErrorType
  | BroadcastRefusedErrorType
  | WalletMethodNotSupportedErrorType
  | WalletRequestErrorType
  | PsbtNotFinalizedErrorType
  | NetworkNotFoundErrorType
  | HttpStatusErrorType

/**
 * Sends sats from the Bitcoin connection's payment address. An amount below a recipient's dust
 * threshold is refused before the wallet is asked; a declined request is 'Transaction rejected in the
 * wallet', a node's refusal a {@link BroadcastRefusedErrorType} that names the reason. A sats-connect wallet does it with its
 * `sendTransfer`; for a wallet-standard wallet Portico builds a PSBT from the address's unspent outputs
 * (Esplora), the wallet signs it, and Portico finalizes and broadcasts it (`POST /tx`).
 *
 * @example
 * import { sendTransfer } from '@portico/bitcoin'
 * const { txid } = await sendTransfer(portico, { recipients: [{ address: 'bc1q…', amount: 10_000n }] })
 */
export async function sendTransfer(
  portico: Portico,
  parameters: SendTransferParameters,
): Promise<SendTransferReturnType> {
  const { connection, actions } = getBitcoinConnection(portico, parameters.connectorId)
  return actions.sendTransfer({
    connectorId: connection.connectorId,
    recipients: parameters.recipients,
    feeRate: parameters.feeRate,
  })
}
