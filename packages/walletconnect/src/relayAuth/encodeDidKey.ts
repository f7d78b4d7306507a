import { concatBytes } from '@noble/hashes/utils.js'
import { encodeBase58 } from '../crypto/encoding.ts'
import { DID_KEY_PREFIX, ED25519_MULTICODEC } from './constants.ts'

export type EncodeDidKeyErrorType = never

/**
 * The `did:key` of an ed25519 public key: `did:key:z` + base58btc(multicodec 0xed01 + key).
 *
 * @example
 * encodeDidKey(ed25519.getPublicKey(secretKey)) // 'did:key:z6Mk…'
 */
export function encodeDidKey(publicKey: Uint8Array): string {
  return `${DID_KEY_PREFIX}${encodeBase58(concatBytes(ED25519_MULTICODEC, publicKey))}`
}
