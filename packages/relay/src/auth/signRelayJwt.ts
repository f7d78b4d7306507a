import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { encodeBase64url } from './base64url.ts'
import { encodeDidKey } from './didKey.ts'
import type { RelayJwtClaims, RelayJwtHeader } from './types.ts'

export type SignRelayJwtParameters = {
  /** 32-byte ed25519 secret key of the client. */
  secretKey: Uint8Array
  /** The relay URL exactly as the client connects to it. */
  aud: string
  /** Seconds; defaults to one day, as the WalletConnect clients use. */
  ttl?: number
  /** Issued-at in seconds; defaults to now. */
  iat?: number
  /** Overrides individual claims (tests use it to forge bad tokens). */
  claims?: Partial<RelayJwtClaims>
}

const ONE_DAY_SECONDS = 86_400

/**
 * Signs a relay auth JWT: EdDSA (ed25519) over `base64url(header).base64url(claims)`, `iss` the
 * did:key of the client's public key. Clients pass it as the `?auth=` query parameter.
 */
export function signRelayJwt(parameters: SignRelayJwtParameters): string {
  const { secretKey, aud, ttl = ONE_DAY_SECONDS } = parameters
  const iat = parameters.iat ?? Math.floor(Date.now() / 1000)
  const header: RelayJwtHeader = { alg: 'EdDSA', typ: 'JWT' }
  const claims: RelayJwtClaims = {
    iss: encodeDidKey(ed25519.getPublicKey(secretKey)),
    sub: bytesToHex(randomBytes(32)),
    aud,
    iat,
    exp: iat + ttl,
    ...parameters.claims,
  }
  const signingInput = `${encodeBase64url(utf8ToBytes(JSON.stringify(header)))}.${encodeBase64url(utf8ToBytes(JSON.stringify(claims)))}`
  const signature = ed25519.sign(utf8ToBytes(signingInput), secretKey)
  return `${signingInput}.${encodeBase64url(signature)}`
}
