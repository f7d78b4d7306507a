import type {
  Portico,
  SignMessageFailedErrorType,
  WalletMethodNotSupportedErrorType,
  WalletNotConnectedErrorType,
  WalletRequestErrorType,
} from '@portico/core'
import type { BitcoinAccountNotFoundErrorType } from '../errors/adapter.ts'
import type { MessageSigningProtocol, SignedMessage } from '../wallets/types.ts'
import { getBitcoinConnection } from './getBitcoinConnection.ts'

export type SignMessageParameters = {
  message: string
  /** The signing address; default the connection's payment address. */
  address?: string | undefined
  /**
   * sats-connect wallets sign with the protocol asked for; without one, BIP-322, or ECDSA when the
   * wallet refuses BIP-322. A wallet-standard wallet picks its own. `protocol` in the result says which.
   */
  protocol?: MessageSigningProtocol | undefined
  /** The Bitcoin connection to sign with; default the active one. */
  connectorId?: string | undefined
}

/** The signature in base64 (the BIP-322 witness, or the 65-byte ECDSA form), the address and the protocol. */
export type SignMessageReturnType = SignedMessage

export type SignMessageErrorType =
  | WalletNotConnectedErrorType
  | BitcoinAccountNotFoundErrorType
  | SignMessageFailedErrorType
  | WalletMethodNotSupportedErrorType
  | WalletRequestErrorType

/**
 * Asks the Bitcoin wallet to sign a message with the payment address (or `address`), BIP-322 by
 * default. Verify it with any BIP-322 verifier (e.g. bip322-js), which also accepts legacy signatures.
 *
 * @example
 * import { signMessage } from '@portico/bitcoin'
 * const { signature, protocol } = await signMessage(portico, { message: 'Hello from my dapp' })
 */
export async function signMessage(
  portico: Portico,
  parameters: SignMessageParameters,
): Promise<SignMessageReturnType> {
  const { connection, actions } = getBitcoinConnection(portico, parameters.connectorId)
  return actions.signMessage({
    connectorId: connection.connectorId,
    address: parameters.address ?? connection.accounts[0]!.address,
    message: parameters.message,
    protocol: parameters.protocol,
  })
}
