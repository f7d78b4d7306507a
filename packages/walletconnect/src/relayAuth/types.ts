/** Claims of a WalletConnect relay JWT (relay client auth). Times are seconds since the epoch. */
export type RelayJwtClaims = {
  /** `did:key` of the client's ed25519 key: the client id. */
  iss: string
  /** Random 32-byte hex. */
  sub: string
  /** The exact relay URL the client connects to. */
  aud: string
  /** Issued at, seconds. */
  iat: number
  /** Expiry, seconds. */
  exp: number
}

export type RelayJwtHeader = { alg: 'EdDSA'; typ: 'JWT' }
