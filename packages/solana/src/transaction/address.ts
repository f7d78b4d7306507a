import { base58 } from '@scure/base'
import { InvalidSolanaAddressError } from '../errors/rpc.ts'

/** The 32 bytes of a base58 Solana address; `InvalidSolanaAddressError` for anything else. */
export function decodeAddress(address: string): Uint8Array {
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    throw new InvalidSolanaAddressError(address)
  }
  if (bytes.length !== 32) throw new InvalidSolanaAddressError(address)
  return bytes
}
