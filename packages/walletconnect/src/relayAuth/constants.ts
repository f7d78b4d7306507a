/** `did:key:` followed by the multibase prefix of base58btc. */
export const DID_KEY_PREFIX = 'did:key:z'

/** Multicodec varint of an ed25519 public key. */
export const ED25519_MULTICODEC = Uint8Array.of(0xed, 0x01)

export const ED25519_LENGTHS = { publicKey: 32, signature: 64 } as const

export const RELAY_AUTH = {
  /** Lifetime of a relay JWT, as the official clients sign it: one day. */
  jwtTtlSeconds: 86_400,
  /** Longest JWT a relay reads. */
  maxJwtLength: 4096,
} as const
