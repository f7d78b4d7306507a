import { ed25519 } from '@noble/curves/ed25519.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58 } from '@scure/base'
import { AssociatedTokenAddressNotFoundError } from '../errors.ts'

export const SYSTEM_PROGRAM = '11111111111111111111111111111111'
export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PazVPx6ZLEVN5w'
export const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

function isOnCurve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes)
    return true
  } catch {
    return false
  }
}

/**
 * The associated token account of `owner` for `mint`: the program-derived address of the seeds owner,
 * token program, mint under the Associated Token program, with the highest bump off the Ed25519 curve.
 *
 * @example
 * const account = associatedTokenAddress(owner, mint, TOKEN_PROGRAM)
 */
export function associatedTokenAddress(owner: string, mint: string, tokenProgram: string): string {
  const seeds = [base58.decode(owner), base58.decode(tokenProgram), base58.decode(mint)]
  const program = base58.decode(ASSOCIATED_TOKEN_PROGRAM)
  const marker = new TextEncoder().encode('ProgramDerivedAddress')
  for (let bump = 255; bump >= 0; bump--) {
    const hash = sha256(Uint8Array.from([...seeds.flatMap((seed) => [...seed]), bump, ...program, ...marker]))
    if (!isOnCurve(hash)) return base58.encode(hash)
  }
  throw new AssociatedTokenAddressNotFoundError({ owner, mint })
}
