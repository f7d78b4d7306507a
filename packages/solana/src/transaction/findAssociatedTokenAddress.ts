import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { PorticoError } from '@portico/core'
import { base58 } from '@scure/base'
import { decodeAddress } from './address.ts'
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM } from './instructions.ts'

const PDA_MARKER = new TextEncoder().encode('ProgramDerivedAddress')

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes, true)
    return true
  } catch {
    return false
  }
}

/**
 * The associated token account of `owner` for `mint` (SPL Token program): the program-derived address
 * of the seeds owner, token program, mint under the Associated Token program, with the highest bump
 * that puts it off the Ed25519 curve.
 */
export function findAssociatedTokenAddress(owner: string, mint: string): string {
  const seeds = [decodeAddress(owner), decodeAddress(TOKEN_PROGRAM), decodeAddress(mint)]
  const program = decodeAddress(ASSOCIATED_TOKEN_PROGRAM)
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(
      new Uint8Array([...seeds.flatMap((seed) => [...seed]), bump, ...program, ...PDA_MARKER]),
    )
    if (!isOnCurve(hash)) return base58.encode(hash)
  }
  throw new PorticoError('No associated token address', {
    details: `Every bump of ${owner}'s ${mint} account is on the curve.`,
  })
}
