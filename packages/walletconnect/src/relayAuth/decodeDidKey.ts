import { decodeBase58 } from '../crypto/encoding.ts'
import { RelayAuthError, type RelayAuthErrorType } from '../errors/relay.ts'
import { DID_KEY_PREFIX, ED25519_LENGTHS, ED25519_MULTICODEC } from './constants.ts'

export type DecodeDidKeyErrorType = RelayAuthErrorType

/**
 * The 32-byte ed25519 public key inside a `did:key`. Throws RelayAuthError for any other DID.
 *
 * @example
 * decodeDidKey('did:key:z6Mk…') // Uint8Array(32)
 */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(DID_KEY_PREFIX)) throw new RelayAuthError('JWT iss is not an ed25519 did:key')
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(did.slice(DID_KEY_PREFIX.length))
  } catch (cause) {
    throw new RelayAuthError('JWT iss is not valid base58btc', { cause })
  }
  if (
    bytes.length !== ED25519_MULTICODEC.length + ED25519_LENGTHS.publicKey ||
    bytes[0] !== ED25519_MULTICODEC[0] ||
    bytes[1] !== ED25519_MULTICODEC[1]
  )
    throw new RelayAuthError('JWT iss is not an ed25519 did:key')
  return bytes.slice(ED25519_MULTICODEC.length)
}
