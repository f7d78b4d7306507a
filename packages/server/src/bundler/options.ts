/** An ERC-4337 bundler (and, when it offers them, ERC-7677 paymaster methods) for one EVM network. */
export type BundlerConfig = {
  /** CAIP-2, e.g. `eip155:8453`. */
  caipNetworkId: string
  /** The bundler's JSON-RPC URL; it may carry the provider's key, so the server never shows it. */
  url: string
}

export type BundlerOptions = {
  bundlers?: readonly BundlerConfig[] | undefined
  /** Milliseconds before a forwarded call gives up with 504. Default 30 000. */
  timeoutMs?: number | undefined
}
