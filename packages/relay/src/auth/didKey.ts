import { base58 } from '@scure/base'
import { RelayAuthError } from '../errors.ts'

const DID_KEY_PREFIX = 'did:key:'
/** Multicodec varint for an ed25519 public key. */
const ED25519_MULTICODEC = [0xed, 0x01] as const

/** `did:key:z…`: multibase base58btc of the ed25519 multicodec prefix and the 32-byte public key. */
export function encodeDidKey(publicKey: Uint8Array): string {
  const bytes = new Uint8Array(2 + publicKey.length)
  bytes.set(ED25519_MULTICODEC, 0)
  bytes.set(publicKey, 2)
  return `${DID_KEY_PREFIX}z${base58.encode(bytes)}`
}

/** The 32-byte ed25519 public key inside a `did:key`; throws RelayAuthError for anything else. */
export function decodeDidKey(did: string): Uint8Array {
  if (!did.startsWith(`${DID_KEY_PREFIX}z`)) throw new RelayAuthError('JWT iss is not an ed25519 did:key')
  let bytes: Uint8Array
  try {
    bytes = base58.decode(did.slice(DID_KEY_PREFIX.length + 1))
  } catch (cause) {
    throw new RelayAuthError('JWT iss is not valid base58btc', { cause })
  }
  if (bytes.length !== 34 || bytes[0] !== ED25519_MULTICODEC[0] || bytes[1] !== ED25519_MULTICODEC[1])
    throw new RelayAuthError('JWT iss is not an ed25519 did:key')
  return bytes.slice(2)
}
