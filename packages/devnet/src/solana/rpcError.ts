/** JSON-RPC error codes the local Solana chain answers with (docs/rules/errors.md RPC codes). */
export const SOLANA_RPC_ERROR_CODES = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  /** Solana's "Transaction simulation failed" (preflight) and "Blockhash not found". */
  TransactionFailed: -32002,
} as const

/**
 * A JSON-RPC error answer of the local Solana chain: the code, a message and optional data (the
 * transaction error and logs of a failed preflight).
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError' as const
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
