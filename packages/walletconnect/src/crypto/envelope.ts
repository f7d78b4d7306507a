import { chacha20poly1305 } from '@noble/ciphers/chacha.js'
import { bytesToHex, concatBytes, hexToBytes, randomBytes } from '@noble/hashes/utils.js'
import { EnvelopeError } from '../errors/crypto.ts'
import { decodeBase64, encodeBase64 } from './encoding.ts'

/** Type 0: both peers hold the symmetric key. Type 1: the sender's public key travels in the envelope. */
export type EnvelopeType = 0 | 1

export type DecodedEnvelope = { type: EnvelopeType; senderPublicKey?: string; message: string }

const ivLength = 12
const keyLength = 32

/** Seals `message` with ChaCha20-Poly1305 and serialises it as `tp + [pk] + iv + sealbox`, base64. */
export function encodeEnvelope(parameters: {
  message: string
  symKey: string
  type?: EnvelopeType
  senderPublicKey?: string
  iv?: Uint8Array
}): string {
  const { message, symKey, type = 0, senderPublicKey } = parameters
  const iv = parameters.iv ?? randomBytes(ivLength)
  const sealed = chacha20poly1305(hexToBytes(symKey), iv).encrypt(new TextEncoder().encode(message))
  if (type === 1) {
    if (!senderPublicKey) throw new EnvelopeError('A type 1 envelope needs the sender public key.')
    return encodeBase64(concatBytes(Uint8Array.of(1), hexToBytes(senderPublicKey), iv, sealed))
  }
  return encodeBase64(concatBytes(Uint8Array.of(0), iv, sealed))
}

/** Reads the envelope type and, for type 1, the sender public key, without decrypting. */
export function readEnvelope(encoded: string): {
  type: EnvelopeType
  senderPublicKey?: string
  bytes: Uint8Array
} {
  const bytes = decodeBase64(encoded)
  const type = bytes[0]
  if (type === 0) return { type, bytes }
  if (type === 1) return { type, senderPublicKey: bytesToHex(bytes.subarray(1, 1 + keyLength)), bytes }
  throw new EnvelopeError('Unsupported envelope type.', { details: `type byte ${String(type)}` })
}

export function decodeEnvelope(encoded: string, symKey: string): DecodedEnvelope {
  const { type, senderPublicKey, bytes } = readEnvelope(encoded)
  const offset = type === 1 ? 1 + keyLength : 1
  const iv = bytes.subarray(offset, offset + ivLength)
  const sealed = bytes.subarray(offset + ivLength)
  const plain = chacha20poly1305(hexToBytes(symKey), iv).decrypt(sealed)
  const message = new TextDecoder().decode(plain)
  return senderPublicKey ? { type, senderPublicKey, message } : { type, message }
}
