import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { verifyEd25519 } from './verifyEd25519.ts'

// Issue 21, relay under loss: 500 clients of a killed node reconnected to the other in 3.8 s (p50) on a
// loaded machine, held up by pure-JavaScript JWT signature checks (6 ms each there); node:crypto's
// check agrees with @noble/curves on valid, altered and malformed input.
describe('verifyEd25519 (relay JWT signatures, issue 21)', () => {
  const secretKey = ed25519.utils.randomSecretKey()
  const publicKey = ed25519.getPublicKey(secretKey)
  const message = new TextEncoder().encode('header.claims')
  const signature = ed25519.sign(message, secretKey)

  it('accepts what @noble/curves accepts and refuses what it refuses', () => {
    const altered = signature.slice()
    altered[0] = (altered[0] ?? 0) ^ 1
    const otherKey = ed25519.getPublicKey(ed25519.utils.randomSecretKey())
    const cases: [Uint8Array, Uint8Array, Uint8Array][] = [
      [signature, message, publicKey],
      [altered, message, publicKey],
      [signature, new TextEncoder().encode('header.claimz'), publicKey],
      [signature, message, otherKey],
      [signature.slice(0, 63), message, publicKey],
      [signature, message, publicKey.slice(0, 31)],
    ]
    for (const [sig, data, key] of cases) {
      let expected = false
      try {
        expected = ed25519.verify(sig, data, key)
      } catch {
        expected = false
      }
      expect(verifyEd25519(sig, data, key)).toBe(expected)
    }
    expect(verifyEd25519(signature, message, publicKey)).toBe(true)
  })
})
