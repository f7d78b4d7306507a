import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { decodeBase64Url } from '../crypto/encoding.ts'
import { RelayAuthError, type RelayAuthErrorType } from '../errors/relay.ts'
import { ED25519_LENGTHS, RELAY_AUTH } from './constants.ts'
import { decodeDidKey } from './decodeDidKey.ts'
import { stripTrailingSlash } from './stripTrailingSlash.ts'
import type { RelayJwtClaims } from './types.ts'

export type VerifyRelayJwtParameters = {
  jwt: string
  /** Relay URLs the token's `aud` may name (compared without a trailing slash). */
  audiences: readonly string[]
  /** Seconds of clock skew tolerated on `exp` and `iat`. */
  leeway: number
  /** Seconds since the epoch; defaults to now. */
  now?: number | undefined
  /**
   * Checks the ed25519 signature; defaults to @noble/curves (any runtime). A server passes a native
   * one (node:crypto is about 15 times faster) so a storm of reconnects is not held up by it.
   */
  verifySignature?:
    | ((signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array) => boolean)
    | undefined
}

export type VerifyRelayJwtReturnType = RelayJwtClaims

export type VerifyRelayJwtErrorType = RelayAuthErrorType

/**
 * Verifies a relay auth JWT (alg EdDSA, `iss` an ed25519 did:key, signature over the first two
 * segments, `aud` among the accepted relay URLs, `exp`/`iat` within the leeway) and returns its
 * claims. Throws RelayAuthError with a reason short enough for a WebSocket close frame.
 *
 * @example
 * const { iss: clientId } = verifyRelayJwt({ jwt, audiences: ['ws://127.0.0.1:8787/relay'], leeway: 300 })
 */
export function verifyRelayJwt(parameters: VerifyRelayJwtParameters): VerifyRelayJwtReturnType {
  const { jwt, audiences, leeway, verifySignature = ed25519.verify } = parameters
  const now = parameters.now ?? Date.now() / 1000
  if (jwt.length > RELAY_AUTH.maxJwtLength) throw new RelayAuthError('JWT is too long')
  const segments = jwt.split('.')
  if (segments.length !== 3) throw new RelayAuthError('JWT must have three segments')
  const [headerSegment = '', claimsSegment = '', signatureSegment = ''] = segments

  const header = decodeSegment(headerSegment, 'header')
  if (header.alg !== 'EdDSA') throw new RelayAuthError('JWT alg must be EdDSA')
  const claims = decodeSegment(claimsSegment, 'claims')
  if (typeof claims.iss !== 'string') throw new RelayAuthError('JWT iss is missing')
  if (typeof claims.aud !== 'string') throw new RelayAuthError('JWT aud is missing')
  if (typeof claims.exp !== 'number') throw new RelayAuthError('JWT exp is missing')
  if (typeof claims.iat !== 'number') throw new RelayAuthError('JWT iat is missing')

  const publicKey = decodeDidKey(claims.iss)
  let signature: Uint8Array
  try {
    signature = decodeBase64Url(signatureSegment)
  } catch (cause) {
    throw new RelayAuthError('JWT signature is not base64url', { cause })
  }
  const signingInput = utf8ToBytes(`${headerSegment}.${claimsSegment}`)
  if (signature.length !== ED25519_LENGTHS.signature || !verifySignature(signature, signingInput, publicKey))
    throw new RelayAuthError('JWT signature does not verify')

  if (!audiences.map(stripTrailingSlash).includes(stripTrailingSlash(claims.aud)))
    throw new RelayAuthError(`JWT aud ${claims.aud} is not this relay`, {
      details: `accepted: ${audiences.join(', ')}`,
    })
  if (claims.exp + leeway < now) throw new RelayAuthError('JWT expired')
  if (claims.iat - leeway > now) throw new RelayAuthError('JWT iat is in the future')

  return {
    iss: claims.iss,
    aud: claims.aud,
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    iat: claims.iat,
    exp: claims.exp,
  }
}

function decodeSegment(segment: string, name: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(decodeBase64Url(segment)))
  } catch (cause) {
    throw new RelayAuthError(`JWT ${name} is not base64url JSON`, { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RelayAuthError(`JWT ${name} is not a JSON object`)
  return value as Record<string, unknown>
}
