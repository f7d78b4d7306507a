import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { RelayAuthError } from '../errors.ts'
import { decodeDidKey, encodeDidKey } from './didKey.ts'
import { signRelayJwt } from './signRelayJwt.ts'
import { verifyRelayJwt } from './verifyRelayJwt.ts'

const aud = 'ws://127.0.0.1:8787/relay'
const secretKey = ed25519.utils.randomSecretKey()
const verify = (jwt: string, now = Date.now()) =>
  verifyRelayJwt({ jwt, audiences: [aud], leewaySeconds: 300, now })

describe('relay JWT (SPEC §7 session protocol over a relay; relay client auth)', () => {
  it('did:key round-trips an ed25519 public key (z + base58btc of 0xed01 + key)', () => {
    const publicKey = ed25519.getPublicKey(secretKey)
    const did = encodeDidKey(publicKey)
    expect(did).toMatch(/^did:key:z6Mk/)
    expect(decodeDidKey(did)).toEqual(publicKey)
  })

  it('accepts a token signed by the iss key for an allowed aud, and a trailing slash on aud', () => {
    const claims = verify(signRelayJwt({ secretKey, aud }))
    expect(claims.iss).toBe(encodeDidKey(ed25519.getPublicKey(secretKey)))
    expect(verify(signRelayJwt({ secretKey, aud: `${aud}/` })).aud).toBe(`${aud}/`)
  })

  it('rejects a signature made by another key', () => {
    const jwt = signRelayJwt({ secretKey, aud })
    const forged = signRelayJwt({ secretKey: ed25519.utils.randomSecretKey(), aud })
    const [header, claims] = jwt.split('.')
    const signature = forged.split('.')[2]
    expect(() => verify(`${header}.${claims}.${signature}`)).toThrow('JWT signature does not verify')
  })

  it('rejects claims changed after signing', () => {
    const [header, , signature] = signRelayJwt({ secretKey, aud }).split('.')
    const [, otherClaims] = signRelayJwt({ secretKey, aud, ttl: 10 * 86_400 }).split('.')
    expect(() => verify(`${header}.${otherClaims}.${signature}`)).toThrow(RelayAuthError)
  })

  it('rejects a wrong aud, naming it', () => {
    const jwt = signRelayJwt({ secretKey, aud: 'ws://localhost:9999/relay' })
    expect(() => verify(jwt)).toThrow('JWT aud ws://localhost:9999/relay is not this relay')
  })

  it('rejects an expired token beyond the leeway and accepts one within it', () => {
    const iat = Math.floor(Date.now() / 1000) - 86_400 - 1000
    expect(() => verify(signRelayJwt({ secretKey, aud, iat }))).toThrow('JWT expired')
    const recent = Math.floor(Date.now() / 1000) - 86_400 - 100
    expect(verify(signRelayJwt({ secretKey, aud, iat: recent })).iat).toBe(recent)
  })

  it('rejects a token issued in the future beyond the leeway', () => {
    const iat = Math.floor(Date.now() / 1000) + 3600
    expect(() => verify(signRelayJwt({ secretKey, aud, iat }))).toThrow('JWT iat is in the future')
  })

  it('rejects malformed tokens and non-ed25519 issuers', () => {
    expect(() => verify('a.b')).toThrow('JWT must have three segments')
    expect(() => verify('%%%.e30.e30')).toThrow('JWT header is not base64url JSON')
    expect(() => verify(signRelayJwt({ secretKey, aud, claims: { iss: 'did:web:example.com' } }))).toThrow(
      'JWT iss is not an ed25519 did:key',
    )
  })
})
