import type { ChainAdapter, KeyValueStorage } from '../adapters/types.ts'
import type { CaipNetwork } from '../caip/types.ts'
import type { ThemeMode } from '../constants/display.ts'
import { DEFAULT_SDK_TYPE, DEFAULT_SDK_VERSION } from '../constants/sdk.ts'
import type { Features } from '../features/mergeFeatures.ts'
import type { SiwxConfig } from '../siwx/types.ts'
import type { ThemeVariables } from '../stores/theme.ts'

export type PorticoMetadata = { name: string; description?: string; url?: string; icons?: readonly string[] }

/** A wallet the dapp adds to the Connect view's custom group. */
export type CustomWallet = {
  id: string
  name: string
  image_url?: string | undefined
  homepage?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
}

/** Sign-in with the wallet (SIWX) after connecting. */
export type SiwxOption = {
  /**
   * Visitors must sign in: the sign view cannot be closed while no session exists, and cancelling
   * disconnects (or goes back to the last network with a session). Default false.
   */
  required?: boolean | undefined
  /** Revoke the account's session when its wallet disconnects. Default true. */
  signOutOnDisconnect?: boolean | undefined
  /** The sentence of the message. Default 'Sign in to {metadata.name}'. */
  statement?: string | undefined
  /** How long a session lasts, written into the message as its expiration time. Default 7 days. */
  expiresInSeconds?: number | undefined
  /** Where sessions are made, kept and revoked. Default: the Portico server's session API (`apiUrl`). */
  config?: SiwxConfig | undefined
}

export type PorticoOptions = {
  /** Base URL of the Portico server. Default http://127.0.0.1:8787. */
  apiUrl?: string | undefined
  /** The WalletConnect relay. Default: the Portico server's, `ws://` + `apiUrl`'s host + `/relay`. */
  relayUrl?: string | undefined
  projectId?: string | undefined
  metadata?: PorticoMetadata | undefined
  networks?: readonly CaipNetwork[] | undefined
  defaultNetwork?: CaipNetwork | undefined
  adapters?: readonly ChainAdapter[] | undefined
  features?: Features | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: ThemeVariables | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  customWallets?: readonly CustomWallet[] | undefined
  /** The modal is embedded in the page: closing goes to Account or Connect instead of hiding it. */
  enableEmbedded?: boolean | undefined
  /** The dapp drives WalletConnect itself; opening shows the basic WalletConnect view. */
  manualWCControl?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  /** Message catalogue of the UI. Default 'en'. */
  locale?: string | undefined
  /** Analytics on or off (the server may still turn it off). Default on. */
  analytics?: boolean | undefined
  /** Sign in with the wallet after connecting; off when unset. */
  siwx?: SiwxOption | undefined
  /**
   * Where the instance keeps what survives a reload (connections, recent wallets, caches). Default
   * localStorage; `cookieStorage` lets a server render the connected state (see `cookieToInitialState`).
   */
  storage?: KeyValueStorage | undefined
  /**
   * CAIP-2 networks where the server's convert API swaps besides the standard swap chains (e.g. a
   * local devnet with its own AMM, which the server enables in its config). Default none.
   */
  swapNetworks?: readonly string[] | undefined
  /** `st` and `sv` query parameters (docs/rules/api.md, limits.md). */
  sdkType?: string | undefined
  sdkVersion?: string | undefined
}

export const DEFAULT_API_URL = 'http://127.0.0.1:8787'

export type ResolvedOptions = Required<
  Pick<
    PorticoOptions,
    | 'apiUrl'
    | 'relayUrl'
    | 'projectId'
    | 'networks'
    | 'adapters'
    | 'featuredWalletIds'
    | 'includeWalletIds'
    | 'excludeWalletIds'
    | 'customWallets'
    | 'enableEmbedded'
    | 'manualWCControl'
    | 'allowUnsupportedChain'
    | 'enableNetworkSwitch'
    | 'locale'
    | 'analytics'
    | 'sdkType'
    | 'sdkVersion'
    | 'swapNetworks'
  >
> &
  Pick<PorticoOptions, 'metadata' | 'defaultNetwork' | 'siwx' | 'themeMode' | 'themeVariables'> & {
    features: Features
  }

/** The relay the Portico server at `apiUrl` serves: same host, `ws:` or `wss:`, path `/relay`. */
export function defaultRelayUrl(apiUrl: string): string {
  const url = new URL(apiUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  url.pathname = `${url.pathname.replace(/\/$/, '')}/relay`
  url.search = ''
  return url.toString()
}

export function resolveOptions(options: PorticoOptions): ResolvedOptions {
  const apiUrl = options.apiUrl ?? DEFAULT_API_URL
  return {
    apiUrl,
    relayUrl: options.relayUrl ?? defaultRelayUrl(apiUrl),
    projectId: options.projectId ?? 'portico-local',
    metadata: options.metadata,
    networks: options.networks ?? options.adapters?.flatMap((adapter) => adapter.networks) ?? [],
    defaultNetwork: options.defaultNetwork,
    adapters: options.adapters ?? [],
    features: { ...options.features },
    themeMode: options.themeMode,
    themeVariables: options.themeVariables,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    enableEmbedded: options.enableEmbedded ?? false,
    manualWCControl: options.manualWCControl ?? false,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    locale: options.locale ?? 'en',
    analytics: options.analytics ?? options.features?.analytics ?? true,
    siwx: options.siwx,
    sdkType: options.sdkType ?? DEFAULT_SDK_TYPE,
    sdkVersion: options.sdkVersion ?? DEFAULT_SDK_VERSION,
    swapNetworks: options.swapNetworks ?? [],
  }
}
