import type { WalletInjectedHint } from './walletRecord.ts'

/** 'certified' marks well-known wallets (see badge.ts); 'none' is every other wallet. */
export type BadgeType = 'none' | 'certified'

/** A wallet as `/getWallets` returns it (docs/rules/entities.md Wallet, api.md). */
export type Wallet = {
  id: string
  name: string
  /** Id for `/getWalletImage/{id}`; null when the wallet has no logo. */
  image_id: string | null
  /** Absolute URL of the logo on this server; null when the wallet has no logo. */
  image_url: string | null
  homepage: string | null
  /** EIP-6963 reverse-DNS id. */
  rdns: string | null
  /** Deep link for WalletConnect on mobile: the native scheme, else the universal link. */
  mobile_link: string | null
  universal_link: string | null
  /** Full WalletConnect deep-link templates; `{uri}` stands for the URL-encoded `wc:` URI. */
  wc_uri_templates: string[]
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  /** CAIP-2 chain ids from the 2022 registry (stale; prefer `namespaces`). */
  chains: string[]
  /** CAIP-2 namespaces the wallet supports; empty means unknown. */
  namespaces: string[]
  aliases: string[]
  injected: WalletInjectedHint[]
  walletconnect_id: string | null
  badge_type: BadgeType
}
