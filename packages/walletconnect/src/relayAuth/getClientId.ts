import { ed25519 } from '@noble/curves/ed25519.js'
import { encodeDidKey } from './encodeDidKey.ts'

/**
 * The client id a relay knows a client by: the `did:key` of its ed25519 secret key's public key.
 *
 * @example
 * getClientId(hexToBytes(seed)) // 'did:key:z6Mk…'
 */
export function getClientId(secretKey: Uint8Array): string {
  return encodeDidKey(ed25519.getPublicKey(secretKey))
}
