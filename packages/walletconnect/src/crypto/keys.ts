import { ed25519, x25519 } from '@noble/curves/ed25519.js'
import { hkdf } from '@noble/hashes/hkdf.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, randomBytes } from '@noble/hashes/utils.js'

/** An x25519 key pair, hex encoded. */
export type KeyPair = { privateKey: string; publicKey: string }

export function generateKeyPair(): KeyPair {
  const { secretKey, publicKey } = x25519.keygen()
  return { privateKey: bytesToHex(secretKey), publicKey: bytesToHex(publicKey) }
}

/** A fresh ed25519 seed identifying this client to the relay (hex). */
export function generateClientSeed(): string {
  return bytesToHex(ed25519.utils.randomSecretKey())
}

/** 32 random bytes, hex: a pairing symmetric key. */
export function generateSymKey(): string {
  return bytesToHex(randomBytes(32))
}

/** x25519 shared secret, expanded with HKDF-SHA256 (no salt, no info) to a 32-byte symmetric key. */
export function deriveSymKey(privateKey: string, peerPublicKey: string): string {
  const shared = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey))
  return bytesToHex(hkdf(sha256, shared, undefined, undefined, 32))
}

/** A topic is the sha256 of a key's bytes (symmetric key, or a public key for response topics). */
export function hashKey(keyHex: string): string {
  return bytesToHex(sha256(hexToBytes(keyHex)))
}

export function isHex32(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/i.test(value)
}
