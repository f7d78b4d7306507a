/** Wallet-directory paging and preloading (docs/rules/states.md Wallet loading, limits.md). */
export const WALLET_LIST = {
  /** Entries of the recommended list shown on Connect. */
  recommendedEntries: 4,
  /** Entries per page of All Wallets. */
  pageEntries: 40,
  /** Entries a search returns at most. */
  searchEntries: 100,
  /** Least wait after the last keystroke before searching. */
  searchDebounceMs: 300,
  /** Wallet images preloaded per page. */
  preloadedImages: 20,
  /** Give up preloading an image after this long. */
  imagePreloadTimeoutMs: 2_000,
} as const

/** Wallets kept in mobile lists without a mobile link (docs/rules/validation.md): Coinbase always, Solflare and Phantom on Solana. */
export const MOBILE_LIST_EXCEPTIONS = {
  always: ['coinbase wallet'],
  solana: ['solflare', 'phantom'],
} as const

/** Known mobile wallets that use deep links (docs/rules/limits.md). */
export const DEEP_LINK_WALLETS = ['phantom', 'solflare', 'coinbase wallet'] as const
