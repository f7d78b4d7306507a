import { ed25519 } from '@noble/curves/ed25519.js'
import type { SiwxVerifier } from '@portico/core'
import { base58 } from '@scure/base'

function decode(value: string, length: number): Uint8Array | undefined {
  try {
    const bytes = base58.decode(value)
    return bytes.length === length ? bytes : undefined
  } catch {
    return undefined
  }
}

/**
 * The Sign-In With Solana verifier: an Ed25519 signature (base58) by the account's public key (its
 * base58 address) over the UTF-8 bytes of the CAIP-122 message.
 *
 * @example
 * await createSolanaVerifier().verify(session) // true when the account signed session.message
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(session) {
      const signature = decode(session.signature, 64)
      const publicKey = decode(session.data.accountAddress, 32)
      if (!signature || !publicKey) return false
      try {
        return ed25519.verify(signature, new TextEncoder().encode(session.message), publicKey)
      } catch {
        return false
      }
    },
  }
}
