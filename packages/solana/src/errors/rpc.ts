import { PorticoError } from '@portico/core'

export type SolanaRpcErrorType = SolanaRpcError & { name: 'SolanaRpcError' }

/** The network's RPC answered a call with an error, or not at all. */
export class SolanaRpcError extends PorticoError {
  override name = 'SolanaRpcError' as const
  /** The JSON-RPC error code, when the RPC gave one. */
  readonly rpcCode: number | undefined
  constructor({ method, message, rpcCode }: { method: string; message: string; rpcCode?: number }) {
    super('Solana RPC error', {
      details: `${method}: ${message}${rpcCode === undefined ? '' : ` (${rpcCode})`}`,
    })
    this.rpcCode = rpcCode
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
