import type { SiwxVerifier } from '@portico/core'
import { Verifier } from 'bip322-js'

/**
 * The Bitcoin verifier: a BIP-322 signature (base64; the simple form for segwit and taproot
 * addresses, a legacy signed message for P2PKH) by the account's address over the CAIP-122 message.
 * Checked with bip322-js on the server; none of it ships to a browser.
 *
 * @example
 * await createBip122Verifier().verify(session) // true when the address signed session.message
 */
export function createBip122Verifier(): SiwxVerifier {
  return {
    namespace: 'bip122',
    async verify(session) {
      try {
        return Verifier.verifySignature(session.data.accountAddress, session.message, session.signature)
      } catch {
        return false
      }
    },
  }
}
