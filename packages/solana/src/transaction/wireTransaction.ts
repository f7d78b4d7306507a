import { PorticoError } from '@portico/core'
import { base58 } from '@scure/base'
import { encodeLength } from './compileMessage.ts'

const SIGNATURE_LENGTH = 64

function readLength(bytes: Uint8Array, offset: number): [length: number, next: number] {
  let length = 0
  let shift = 0
  let at = offset
  while (true) {
    const byte = bytes[at++]
    if (byte === undefined)
      throw new PorticoError('Invalid transaction', { details: 'The transaction ends early.' })
    length |= (byte & 0x7f) << shift
    if (!(byte & 0x80)) return [length, at]
    shift += 7
  }
}

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
  const [signatures, start] = readLength(wire, 0)
  const message = start + signatures * SIGNATURE_LENGTH
  const header = message + (wire[message]! & 0x80 ? 1 : 0)
  const signers = wire[header]!
  const [, keys] = readLength(wire, header + 3)
  const wanted = base58.decode(address)
  for (let slot = 0; slot < Math.min(signers, signatures); slot++) {
    const key = wire.subarray(keys + slot * 32, keys + slot * 32 + 32)
    if (key.every((byte, at) => byte === wanted[at])) {
      const signed = wire.slice()
      signed.set(signature, start + slot * SIGNATURE_LENGTH)
      return signed
    }
  }
  throw new PorticoError('Invalid transaction', { details: `${address} is not a signer of the transaction.` })
}
