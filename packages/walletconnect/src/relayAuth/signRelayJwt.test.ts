import { ed25519 } from '@noble/curves/ed25519.js'
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js'
import { describe, expect, it } from 'vitest'
import { generateClientSeed } from '../crypto/keys.ts'
import { decodeDidKey } from './decodeDidKey.ts'
import { encodeDidKey } from './encodeDidKey.ts'
import { getClientId } from './getClientId.ts'
import { signRelayJwt } from './signRelayJwt.ts'

const aud = 'ws://127.0.0.1:8787/relay'

function decodeSegment(segment = ''): Record<string, unknown> {
  return JSON.parse(Buffer.from(segment, 'base64url').toString())
}

describe('signRelayJwt (specification relay-client-auth.md)', () => {
  it('is EdDSA with iss = did:key of the client key, aud = the exact relay URL, a one-day lifetime', () => {
    const secretKey = hexToBytes(generateClientSeed())
    const [header, claims, signature = ''] = signRelayJwt({ secretKey, aud, iat: 1_700_000_000 }).split('.')
    expect(decodeSegment(header)).toEqual({ alg: 'EdDSA', typ: 'JWT' })
    expect(decodeSegment(claims)).toEqual({
      iss: getClientId(secretKey),
      sub: expect.stringMatching(/^[0-9a-f]{64}$/),
      aud,
      iat: 1_700_000_000,
      exp: 1_700_000_000 + 86_400,
    })
    const signingInput = new TextEncoder().encode(`${header}.${claims}`)
    const publicKey = ed25519.getPublicKey(secretKey)
    expect(ed25519.verify(Buffer.from(signature, 'base64url'), signingInput, publicKey)).toBe(true)
  })

  it('takes iat and ttl in seconds and defaults iat to now', () => {
    const secretKey = ed25519.utils.randomSecretKey()
    const before = Math.floor(Date.now() / 1000)
    const claims = decodeSegment(signRelayJwt({ secretKey, aud, ttl: 60 }).split('.')[1])
    expect(claims.iat).toBeGreaterThanOrEqual(before)
    expect(claims.iat).toBeLessThanOrEqual(before + 1)
    expect(claims.exp).toBe(Number(claims.iat) + 60)
  })
})

describe('did:key', () => {
  it('round-trips an ed25519 public key (z + base58btc of 0xed01 + key)', () => {
    const publicKey = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
    const did = encodeDidKey(publicKey)
    expect(did).toMatch(/^did:key:z6Mk/)
    expect(bytesToHex(decodeDidKey(did))).toBe(bytesToHex(publicKey))
  })

  it('rejects other DIDs and keys of another type', () => {
    expect(() => decodeDidKey('did:web:example.com')).toThrow('JWT iss is not an ed25519 did:key')
    expect(() => decodeDidKey('did:key:z0OIl')).toThrow('JWT iss is not valid base58btc')
    expect(() => decodeDidKey('did:key:zQ3s')).toThrow('JWT iss is not an ed25519 did:key')
  })
})
