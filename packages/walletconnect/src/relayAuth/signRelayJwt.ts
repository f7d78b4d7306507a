import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { encodeBase64Url } from '../crypto/encoding.ts'
import { RELAY_AUTH } from './constants.ts'
import { getClientId } from './getClientId.ts'
import type { RelayJwtClaims, RelayJwtHeader } from './types.ts'

export type SignRelayJwtParameters = {
  /** 32-byte ed25519 secret key of the client (its relay identity). */
  secretKey: Uint8Array
  /** The relay URL exactly as the client connects to it. */
  aud: string
  /** Lifetime in seconds; defaults to one day, as the official clients sign. */
  ttl?: number | undefined
  /** Issued-at in seconds since the epoch; defaults to now. */
  iat?: number | undefined
  /** Overrides individual claims (tests use it to forge bad tokens). */
  claims?: Partial<RelayJwtClaims> | undefined
}

export type SignRelayJwtReturnType = string

export type SignRelayJwtErrorType = never

/**
 * Signs a relay auth JWT (specification relay-client-auth.md): EdDSA over
 * `base64url(header).base64url(claims)`, `iss` the did:key of the client's public key, `aud` the exact
 * relay URL. Clients pass it only as the `?auth=` query parameter.
 *
 * @example
 * const jwt = signRelayJwt({ secretKey, aud: 'ws://127.0.0.1:8787/relay' })
 * new WebSocket(`ws://127.0.0.1:8787/relay?auth=${jwt}`)
 */
export function signRelayJwt(parameters: SignRelayJwtParameters): SignRelayJwtReturnType {
  const signingInput = relayJwtSigningInput({ ...parameters, iss: getClientId(parameters.secretKey) })
  const signature = ed25519.sign(utf8ToBytes(signingInput), parameters.secretKey)
  return `${signingInput}.${encodeBase64Url(signature)}`
}

/** The JWT's signed part, `base64url(header).base64url(claims)`, for the client whose did:key is `iss`. */
export function relayJwtSigningInput(
  parameters: Omit<SignRelayJwtParameters, 'secretKey'> & { iss: string },
): string {
  const { aud, ttl = RELAY_AUTH.jwtTtlSeconds } = parameters
  const iat = parameters.iat ?? Math.floor(Date.now() / 1000)
  const header: RelayJwtHeader = { alg: 'EdDSA', typ: 'JWT' }
  const claims: RelayJwtClaims = {
    iss: parameters.iss,
    sub: bytesToHex(randomBytes(32)),
    aud,
    iat,
    exp: iat + ttl,
    ...parameters.claims,
  }
  return `${encodeSegment(header)}.${encodeSegment(claims)}`
}

function encodeSegment(value: object): string {
  return encodeBase64Url(utf8ToBytes(JSON.stringify(value)))
}
