import type {
  BroadcastRefusedErrorType,
  HttpStatusErrorType,
  NetworkNotFoundErrorType,
  Portico,
  TransactionRejectedErrorType,
  WalletMethodNotSupportedErrorType,
  WalletNotConnectedErrorType,
  WalletRequestErrorType,
} from '@portico/core'
import type { BitcoinAccountNotFoundErrorType } from '../errors/adapter.ts'
import type { PsbtNotFinalizedErrorType } from '../errors/transfer.ts'
import type { SignedPsbt } from '../wallets/types.ts'
import { getBitcoinConnection } from './getBitcoinConnection.ts'

export type SignPsbtParameters = {
  /** The PSBT, base64. */
  psbt: string
  /** The input indexes the wallet signs, per address of the connection (`{ [payment]: [0, 1] }`). */
  signInputs: Readonly<Record<string, readonly number[]>>
  /**
   * Finalize and send the transaction once signed: the wallet broadcasts it (sats-connect) or Portico
   * finalizes every input and sends it to the network's Esplora `POST /tx` (wallet-standard).
   */
  broadcast?: boolean | undefined
  /** The Bitcoin connection to sign with; default the active one. */
  connectorId?: string | undefined
}

/** The signed PSBT (base64) and, when broadcast, the transaction id. */
export type SignPsbtReturnType = SignedPsbt

export type SignPsbtErrorType =
  | WalletNotConnectedErrorType
  | BitcoinAccountNotFoundErrorType
  | TransactionRejectedErrorType
  | BroadcastRefusedErrorType
  | WalletMethodNotSupportedErrorType
  | WalletRequestErrorType
  | PsbtNotFinalizedErrorType
  | NetworkNotFoundErrorType
  | HttpStatusErrorType

/**
 * Asks the Bitcoin wallet to sign inputs of a PSBT, and optionally to broadcast the transaction.
 *
 * @example
 * import { signPsbt } from '@portico/bitcoin'
 * const { psbt: signed } = await signPsbt(portico, { psbt, signInputs: { [payment]: [0] } })
 */
export async function signPsbt(
  portico: Portico,
  parameters: SignPsbtParameters,
): Promise<SignPsbtReturnType> {
  const { connection, actions } = getBitcoinConnection(portico, parameters.connectorId)
  return actions.signPsbt({
    connectorId: connection.connectorId,
    psbt: parameters.psbt,
    signInputs: parameters.signInputs,
    broadcast: parameters.broadcast,
  })
}
