import { readTransaction } from '@portico/auth/solana/transaction'
import { PorticoError } from '@portico/core'
import { encodeLength } from './compileMessage.ts'

const SIGNATURE_LENGTH = 64

/** A transaction ready to sign: a zeroed signature slot for each signer the message counts, then the message. */
export function toWireTransaction(message: Uint8Array): Uint8Array {
  const signers = message[message[0]! & 0x80 ? 1 : 0]!
  return new Uint8Array([...encodeLength(signers), ...new Uint8Array(signers * SIGNATURE_LENGTH), ...message])
}

/**
 * The transaction with `signature` in the slot of `address` (a wallet that answers only the signature):
 * the slot is the address's place among the message's signer accounts.
 */
export function setSignature(wire: Uint8Array, address: string, signature: Uint8Array): Uint8Array {
  const { signaturesOffset, requiredSignatures, accountKeys } = readTransaction(wire)
  const slot = accountKeys.indexOf(address)
  if (slot < 0 || slot >= requiredSignatures)
    throw new PorticoError('Invalid transaction', {
      details: `${address} is not a signer of the transaction.`,
    })
  const signed = wire.slice()
  signed.set(signature, signaturesOffset + slot * SIGNATURE_LENGTH)
  return signed
}
