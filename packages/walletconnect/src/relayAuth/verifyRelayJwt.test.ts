import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { RelayAuthError } from '../errors/relay.ts'
import { getClientId } from './getClientId.ts'
import { signRelayJwt } from './signRelayJwt.ts'
import { verifyRelayJwt } from './verifyRelayJwt.ts'

const aud = 'ws://127.0.0.1:8787/relay'
const secretKey = ed25519.utils.randomSecretKey()
const nowSeconds = () => Math.floor(Date.now() / 1000)
const verify = (jwt: string) => verifyRelayJwt({ jwt, audiences: [aud], leeway: 300 })

describe('verifyRelayJwt (docs/rules/api.md session protocol over a relay; relay client auth)', () => {
  it('accepts a token signed by the iss key for an allowed aud, and a trailing slash on aud', () => {
    expect(verify(signRelayJwt({ secretKey, aud })).iss).toBe(getClientId(secretKey))
    expect(verify(signRelayJwt({ secretKey, aud: `${aud}/` })).aud).toBe(`${aud}/`)
  })

  it('rejects a signature made by another key', () => {
    const [header, claims] = signRelayJwt({ secretKey, aud }).split('.')
    const signature = signRelayJwt({ secretKey: ed25519.utils.randomSecretKey(), aud }).split('.')[2]
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

  it('rejects an expired token beyond the leeway and accepts one within it (seconds throughout)', () => {
    const iat = nowSeconds() - 86_400 - 1000
    expect(() => verify(signRelayJwt({ secretKey, aud, iat }))).toThrow('JWT expired')
    const recent = nowSeconds() - 86_400 - 100
    expect(verify(signRelayJwt({ secretKey, aud, iat: recent })).iat).toBe(recent)
    const jwt = signRelayJwt({ secretKey, aud, iat: 1_000, ttl: 60 })
    expect(verifyRelayJwt({ jwt, audiences: [aud], leeway: 0, now: 1_060 }).exp).toBe(1_060)
    expect(() => verifyRelayJwt({ jwt, audiences: [aud], leeway: 0, now: 1_061 })).toThrow('JWT expired')
  })

  it('rejects a token issued in the future beyond the leeway', () => {
    const iat = nowSeconds() + 3600
    expect(() => verify(signRelayJwt({ secretKey, aud, iat }))).toThrow('JWT iat is in the future')
  })

  it('rejects malformed tokens and non-ed25519 issuers with RelayAuthError', () => {
    expect(() => verify('a.b')).toThrow('JWT must have three segments')
    expect(() => verify('%%%.e30.e30')).toThrow('JWT header is not base64url JSON')
    expect(() => verify(`${'a'.repeat(4096)}.e30.e30`)).toThrow('JWT is too long')
    expect(() => verify(signRelayJwt({ secretKey, aud, claims: { iss: 'did:web:example.com' } }))).toThrow(
      'JWT iss is not an ed25519 did:key',
    )
    expect(() => verify('a.b')).toThrow(expect.objectContaining({ name: 'RelayAuthError', code: 3000 }))
  })
})
