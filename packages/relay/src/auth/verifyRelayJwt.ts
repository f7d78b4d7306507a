import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { RelayAuthError } from '../errors.ts'
import { decodeBase64url } from './base64url.ts'
import { decodeDidKey } from './didKey.ts'
import type { RelayJwtClaims } from './types.ts'

export type VerifyRelayJwtParameters = {
  jwt: string
  /** Relay URLs the token's `aud` may name (compared without a trailing slash). */
  audiences: readonly string[]
  /** Seconds of clock skew tolerated for `exp` and `iat`. */
  leewaySeconds: number
  /** Current time in milliseconds. */
  now: number
}

const MAX_JWT_LENGTH = 4096

/**
 * Verifies a relay auth JWT (alg EdDSA, `iss` an ed25519 did:key, signature over the first two
 * segments, `aud` among the accepted relay URLs, `exp`/`iat` within the leeway) and returns its
 * claims. Throws RelayAuthError with a reason suitable for a WebSocket close frame.
 */
export function verifyRelayJwt(parameters: VerifyRelayJwtParameters): RelayJwtClaims {
  const { jwt, audiences, leewaySeconds, now } = parameters
  if (jwt.length > MAX_JWT_LENGTH) throw new RelayAuthError('JWT is too long')
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
    signature = decodeBase64url(signatureSegment)
  } catch (cause) {
    throw new RelayAuthError('JWT signature is not base64url', { cause })
  }
  const signingInput = utf8ToBytes(`${headerSegment}.${claimsSegment}`)
  if (signature.length !== 64 || !ed25519.verify(signature, signingInput, publicKey))
    throw new RelayAuthError('JWT signature does not verify')

  if (!audiences.includes(stripTrailingSlash(claims.aud)))
    throw new RelayAuthError(`JWT aud ${claims.aud} is not this relay`, {
      details: `accepted: ${audiences.join(', ')}`,
    })
  const nowSeconds = now / 1000
  if (claims.exp + leewaySeconds < nowSeconds) throw new RelayAuthError('JWT expired')
  if (claims.iat - leewaySeconds > nowSeconds) throw new RelayAuthError('JWT iat is in the future')

  return {
    iss: claims.iss,
    aud: claims.aud,
    sub: typeof claims.sub === 'string' ? claims.sub : '',
    iat: claims.iat,
    exp: claims.exp,
  }
}

export function stripTrailingSlash(url: string): string {
  return url.endsWith('/') ? url.slice(0, -1) : url
}

function decodeSegment(segment: string, name: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder().decode(decodeBase64url(segment)))
  } catch (cause) {
    throw new RelayAuthError(`JWT ${name} is not base64url JSON`, { cause })
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new RelayAuthError(`JWT ${name} is not a JSON object`)
  return value as Record<string, unknown>
}
