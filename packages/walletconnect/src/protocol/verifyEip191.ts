import { secp256k1 } from '@noble/curves/secp256k1.js'
import { keccak_256 } from '@noble/hashes/sha3.js'
import { bytesToHex, concatBytes, hexToBytes } from '@noble/hashes/utils.js'
import { InvalidSignatureError } from '../errors/crypto.ts'

/** Recovers the signer of an EIP-191 personal_sign signature (65 bytes r‖s‖v, hex) as a lowercase address. */
export function recoverPersonalSignAddress(message: string, signature: string): string {
  const body = new TextEncoder().encode(message)
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`)
  const hash = keccak_256(concatBytes(prefix, body))
  const bytes = hexToBytes(signature.replace(/^0x/, ''))
  if (bytes.length !== 65)
    throw new InvalidSignatureError('An EIP-191 signature has 65 bytes.', { details: `got ${bytes.length}` })
  const v = bytes[64] ?? 0
  const point = secp256k1.Signature.fromBytes(bytes.subarray(0, 64), 'compact')
    .addRecoveryBit(v >= 27 ? v - 27 : v)
    .recoverPublicKey(hash)
  const publicKey = point.toBytes(false).subarray(1)
  return `0x${bytesToHex(keccak_256(publicKey).subarray(-20))}`
}

/** Whether `signature` over `message` was made by `address` (an EOA; contract signatures are not checked). */
export function verifyPersonalSign(message: string, signature: string, address: string): boolean {
  try {
    return recoverPersonalSignAddress(message, signature) === address.toLowerCase()
  } catch {
    return false
  }
}
