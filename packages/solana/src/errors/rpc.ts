import { PorticoError } from '@portico/core'

export type SolanaRpcErrorType = SolanaRpcError & { name: 'SolanaRpcError' }

/** The network's RPC answered a call with a JSON-RPC error: its message, and its code as `code`. */
export class SolanaRpcError extends PorticoError {
  override name = 'SolanaRpcError' as const
  constructor({ method, message, code }: { method: string; message: string; code?: number | undefined }) {
    super(message, {
      code,
      details: `The Solana RPC answered ${method} with error ${code ?? 'without a code'}.`,
    })
  }
}

export type InvalidSolanaAddressErrorType = InvalidSolanaAddressError & { name: 'InvalidSolanaAddressError' }

/** A string that is not the base58 form of a 32-byte Solana address. */
export class InvalidSolanaAddressError extends PorticoError {
  override name = 'InvalidSolanaAddressError' as const
  constructor(address: string) {
    super('Invalid address', { details: `${JSON.stringify(address)} is not a Solana address.` })
  }
}
