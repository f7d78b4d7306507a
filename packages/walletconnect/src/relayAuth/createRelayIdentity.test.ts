import { ed25519 } from '@noble/curves/ed25519.js'
import { hexToBytes } from '@noble/hashes/utils.js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { generateClientSeed } from '../crypto/keys.ts'
import { createRelayIdentity } from './createRelayIdentity.ts'
import { getClientId } from './getClientId.ts'
import { verifyRelayJwt } from './verifyRelayJwt.ts'

const aud = 'ws://127.0.0.1:8787/relay'

/** The JWT's signature must be the pure-JavaScript Ed25519 signature of its first two segments. */
function expectNobleSignature(jwt: string, secretKey: Uint8Array) {
  const [header, claims, signature = ''] = jwt.split('.')
  const expected = ed25519.sign(new TextEncoder().encode(`${header}.${claims}`), secretKey)
  expect(Buffer.from(signature, 'base64url').equals(Buffer.from(expected))).toBe(true)
}

describe('createRelayIdentity (specification relay-client-auth.md)', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('with Web Crypto Ed25519: the same did:key and JWTs the relay accepts, signed as the JavaScript curve signs', async () => {
    expect(globalThis.crypto.subtle).toBeDefined()
    const secretKey = hexToBytes(generateClientSeed())
    const identity = await createRelayIdentity(secretKey)
    expect(identity.clientId).toBe(getClientId(secretKey))
    const jwt = await identity.signJwt({ aud, iat: Math.floor(Date.now() / 1000) })
    expect(verifyRelayJwt({ jwt, audiences: [aud], leeway: 0 }).iss).toBe(identity.clientId)
    expectNobleSignature(jwt, secretKey)
  })

  it('without crypto.subtle (a page served over plain http from another host): falls back to the JavaScript curve', async () => {
    const { crypto } = globalThis
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) })
    const secretKey = hexToBytes(generateClientSeed())
    const identity = await createRelayIdentity(secretKey)
    expect(identity.clientId).toBe(getClientId(secretKey))
    const jwt = await identity.signJwt({ aud, ttl: 60 })
    expect(verifyRelayJwt({ jwt, audiences: [aud], leeway: 0 }).iss).toBe(identity.clientId)
    expectNobleSignature(jwt, secretKey)
  })
})
