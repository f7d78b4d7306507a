/** EIP-1193 / EIP-1474 codes the dev wallet answers with. */
export const WALLET_ERROR_CODES = {
  UserRejected: 4001,
  Unauthorized: 4100,
  UnsupportedMethod: 4200,
  Disconnected: 4900,
  UnrecognizedChain: 4902,
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicityNotSupported: 5760,
  InvalidParams: -32602,
  Internal: -32603,
} as const

/** The error shape EIP-1193 providers throw: a message, a numeric code and optional data. */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
