/** JSON-RPC error codes (SPEC §8). Code catalogues key their entries in camelCase. */
export const RPC_ERROR_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  invalidInput: -32000,
  resourceNotFound: -32001,
  resourceUnavailable: -32002,
  transactionRejected: -32003,
  methodNotSupported: -32004,
  limitExceeded: -32005,
  jsonRpcVersionUnsupported: -32006,
} as const

/** EIP-1193 and EIP-5792 provider error codes (SPEC §8). */
export const PROVIDER_ERROR_CODES = {
  userRejectedRequest: 4001,
  /** Some wallets report rejection with 5000; it is treated as 4001. */
  userRejectedRequestAlternative: 5000,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  switchChainError: 4902,
  /** EIP-5792 wallet-call capability errors span 5700 to 5760. */
  walletCallCapabilityFirst: 5700,
  walletCallCapabilityLast: 5760,
} as const

/** SPEC §8: 4001, and 5000, mean the user rejected the request. */
export function isUserRejectedError(code: unknown): boolean {
  return (
    code === PROVIDER_ERROR_CODES.userRejectedRequest ||
    code === PROVIDER_ERROR_CODES.userRejectedRequestAlternative
  )
}

/** SPEC §8: codes 5700–5760 are wallet-call capability errors. */
export function isWalletCallCapabilityError(code: unknown): boolean {
  return (
    typeof code === 'number' &&
    code >= PROVIDER_ERROR_CODES.walletCallCapabilityFirst &&
    code <= PROVIDER_ERROR_CODES.walletCallCapabilityLast
  )
}

const retryableRpcCodes: ReadonlySet<number> = new Set([
  -1,
  RPC_ERROR_CODES.limitExceeded,
  RPC_ERROR_CODES.internalError,
])
const retryableHttpStatuses: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/**
 * Retry applies to JSON-RPC codes -1, -32005 and -32603 and to HTTP statuses 403, 408, 413, 429,
 * 500, 502, 503 and 504 (SPEC §8).
 */
export function isRetryableRpcError(codeOrStatus: number): boolean {
  return retryableRpcCodes.has(codeOrStatus) || retryableHttpStatuses.has(codeOrStatus)
}
