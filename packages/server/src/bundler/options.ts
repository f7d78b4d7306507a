/** An ERC-4337 bundler (and, when it offers them, ERC-7677 paymaster methods) for one EVM network. */
export type BundlerConfig = {
  /** CAIP-2, e.g. `eip155:8453`. */
  caipNetworkId: string
  /** The bundler's JSON-RPC URL; it may carry the provider's key, so the server never shows it. */
  url: string
}

/** Daily caps of sponsored user operations (`pm_getPaymasterData`), per UTC day. */
export type SponsorshipLimits = {
  /** Per account (the operation's `sender`). Default 50; 0 sponsors nothing. */
  perSenderPerDay?: number | undefined
  /** For the whole project. Default: no cap. */
  perProjectPerDay?: number | undefined
}

export type SponsorshipOptions = SponsorshipLimits & {
  /** A project's own caps, instead of the server's. */
  projects?: readonly (SponsorshipLimits & { projectId: string })[] | undefined
}

export type BundlerOptions = {
  bundlers?: readonly BundlerConfig[] | undefined
  /** Milliseconds before a forwarded call gives up with 504. Default 30 000. */
  timeoutMs?: number | undefined
  /** The server's sponsorship policy, checked before `pm_getPaymasterData` is forwarded. */
  sponsorship?: SponsorshipOptions | undefined
}

/** Sponsored user operations one account gets per project and UTC day unless configured. */
export const DEFAULT_SPONSORED_PER_SENDER_PER_DAY = 50
