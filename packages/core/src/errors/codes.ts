/** JSON-RPC error codes (docs/rules/errors.md). Code catalogues key their entries in PascalCase. */
export const RPC_ERROR_CODES = {
  ParseError: -32700,
  InvalidRequest: -32600,
  MethodNotFound: -32601,
  InvalidParams: -32602,
  InternalError: -32603,
  InvalidInput: -32000,
  ResourceNotFound: -32001,
  ResourceUnavailable: -32002,
  TransactionRejected: -32003,
  MethodNotSupported: -32004,
  LimitExceeded: -32005,
  JsonRpcVersionUnsupported: -32006,
} as const

/** EIP-1193 and EIP-5792 provider error codes (docs/rules/errors.md). */
export const PROVIDER_ERROR_CODES = {
  UserRejectedRequest: 4001,
  /** Some wallets report rejection with 5000; it is treated as 4001. */
  UserRejectedRequestAlternative: 5000,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  ChainDisconnected: 4901,
  SwitchChainError: 4902,
  /** EIP-5792 wallet-call capability errors span 5700 to 5760. */
  WalletCallCapabilityFirst: 5700,
  WalletCallCapabilityLast: 5760,
} as const

/** docs/rules/errors.md: 4001, and 5000, mean the user rejected the request. */
export function isUserRejectedError(code: unknown): boolean {
  return (
    code === PROVIDER_ERROR_CODES.UserRejectedRequest ||
    code === PROVIDER_ERROR_CODES.UserRejectedRequestAlternative
  )
}

/** docs/rules/errors.md: codes 5700–5760 are wallet-call capability errors. */
export function isWalletCallCapabilityError(code: unknown): boolean {
  return (
    typeof code === 'number' &&
    code >= PROVIDER_ERROR_CODES.WalletCallCapabilityFirst &&
    code <= PROVIDER_ERROR_CODES.WalletCallCapabilityLast
  )
}

const retryableRpcCodes: ReadonlySet<number> = new Set([
  -1,
  RPC_ERROR_CODES.LimitExceeded,
  RPC_ERROR_CODES.InternalError,
])
const retryableHttpStatuses: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/**
 * Retry applies to JSON-RPC codes -1, -32005 and -32603 and to HTTP statuses 403, 408, 413, 429,
 * 500, 502, 503 and 504 (docs/rules/errors.md).
 */
export function isRetryableRpcError(codeOrStatus: number): boolean {
  return retryableRpcCodes.has(codeOrStatus) || retryableHttpStatuses.has(codeOrStatus)
}
