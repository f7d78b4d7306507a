/** A wallet from the wallet directory (docs/rules/entities.md Wallet; served by GET /getWallets). */
export type Wallet = {
  id: string
  name: string
  image_id?: string | null | undefined
  image_url?: string | null | undefined
  rdns?: string | null | undefined
  /** Deep link for WalletConnect on mobile: the native scheme, else the universal link. */
  mobile_link?: string | null | undefined
  universal_link?: string | null | undefined
  /** Full WalletConnect link templates; `{uri}` stands for the URL-encoded `wc:` URI. */
  wc_uri_templates?: readonly string[] | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  app_store?: string | null | undefined
  play_store?: string | null | undefined
  chrome_store?: string | null | undefined
  homepage?: string | null | undefined
  /** CAIP-2 network ids the wallet supports. */
  chains?: readonly string[] | undefined
  badge_type?: 'none' | 'certified' | undefined
  /** Derived in the client: the wallet is present in this browser. */
  installed?: boolean | undefined
  /** Derived in the client: position in the merged list. */
  display_index?: number | undefined
}

/** A page of the wallet directory (docs/rules/api.md GET /getWallets). */
export type WalletPage = { data: Wallet[]; count: number }
