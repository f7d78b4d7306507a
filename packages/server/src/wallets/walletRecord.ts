/** Store and extension links of a wallet, as the directory records them (null: unknown). */
export type WalletAppLinks = {
  ios: string | null
  android: string | null
  mac: string | null
  windows: string | null
  linux: string | null
  chrome: string | null
  firefox: string | null
  safari: string | null
  edge: string | null
  opera: string | null
  browser: string | null
}

/** How a dapp detects the wallet's injected provider. */
export type WalletInjectedHint = {
  namespace: string
  /** JS path of the provider, such as `window.okxwallet`. */
  global: string | null
  /** Boolean marker on the provider, such as `isRabby`. */
  flag: string | null
}

/** One wallet of the directory, normalised from the `wallet-directory/1` format. */
export type WalletRecord = {
  id: string
  name: string
  aliases: string[]
  homepage: string | null
  rdns: string | null
  walletconnectId: string | null
  /** CAIP-2 namespaces the wallet is known to support; empty means unknown. */
  namespaces: string[]
  /** CAIP-2 chain ids from the 2022 WalletConnect registry (stale). */
  chains: string[]
  mobile: { native: string | null; universal: string | null; wcUriTemplates: string[] }
  desktop: { native: string | null; universal: string | null }
  webapp: string | null
  app: WalletAppLinks
  injected: WalletInjectedHint[]
  /** Popularity rank (WalletConnect explorer order); null when unranked. */
  rank: number | null
}

export const WALLET_APP_KEYS = [
  'ios',
  'android',
  'mac',
  'windows',
  'linux',
  'chrome',
  'firefox',
  'safari',
  'edge',
  'opera',
  'browser',
] as const satisfies readonly (keyof WalletAppLinks)[]
