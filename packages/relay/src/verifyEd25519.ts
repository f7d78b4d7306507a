import { createPublicKey, verify } from 'node:crypto'

/**
 * Verifies an ed25519 signature with node:crypto: about 15 times faster than pure JavaScript, which
 * matters when a relay node takes over the clients of a failed one and checks all their JWTs at once.
 */
export function verifyEd25519(signature: Uint8Array, message: Uint8Array, publicKey: Uint8Array): boolean {
  try {
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
      format: 'jwk',
    })
    return verify(null, message, key, signature)
  } catch {
    return false
  }
}
