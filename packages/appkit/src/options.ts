import type {
  CaipNetwork,
  ChainAdapter,
  ConnectMethod,
  Features,
  KeyValueStorage,
  PorticoMetadata,
  PorticoOptions,
  SiwxConfig,
  ThemeMode,
} from '@portico/core'
import type { AppKitAdapter } from './adapters/types.ts'
import { normalizeNetwork } from './networks/normalizeNetwork.ts'
import type { AppKitNetwork } from './networks/types.ts'
import { type AppKitThemeVariables, toThemeVariables } from './themeVariables.ts'
import { warnUnsupported } from './warnUnsupported.ts'

/** AppKit's `features`. */
export type AppKitFeatures = {
  analytics?: boolean | undefined
  email?: boolean | undefined
  socials?: readonly string[] | false | undefined
  emailShowWallets?: boolean | undefined
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  legalCheckbox?: boolean | undefined
  allWallets?: boolean | undefined
  history?: boolean | undefined
  send?: boolean | undefined
  receive?: boolean | undefined
  collapseWallets?: boolean | undefined
  pay?: boolean | undefined
}

/** AppKit's SIWX config: Portico's session store plus AppKit's two extra members. */
export type AppKitSiwxConfig = SiwxConfig & {
  getRequired?: (() => boolean) | undefined
  signOutOnDisconnect?: boolean | undefined
}

export type CreateAppKitParameters = {
  /**
   * The Portico server (`npx @portico/server`) that replaces Reown's cloud: the one option an AppKit
   * dapp adds. Default http://127.0.0.1:8787.
   */
  apiUrl?: string | undefined
  adapters?: readonly (AppKitAdapter | ChainAdapter)[] | undefined
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]] | readonly AppKitNetwork[]
  defaultNetwork?: AppKitNetwork | undefined
  /** The project's id on your own server (created there, see docs/migrate-from-appkit.md). */
  projectId?: string | undefined
  metadata?: PorticoMetadata | undefined
  themeMode?: ThemeMode | undefined
  themeVariables?: AppKitThemeVariables | undefined
  features?: AppKitFeatures | undefined
  featuredWalletIds?: readonly string[] | undefined
  includeWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  siwx?: AppKitSiwxConfig | undefined
  enableWalletConnect?: boolean | undefined
  enableInjected?: boolean | undefined
  enableEIP6963?: boolean | undefined
  enableCoinbase?: boolean | undefined
  allowUnsupportedChain?: boolean | undefined
  enableNetworkSwitch?: boolean | undefined
  /** Where Portico keeps what survives a reload; default localStorage. */
  storage?: KeyValueStorage | undefined
}

const isAppKitAdapter = (adapter: AppKitAdapter | ChainAdapter): adapter is AppKitAdapter =>
  'toChainAdapter' in adapter

function toFeatures(features: AppKitFeatures | undefined): Features | undefined {
  if (!features) return undefined
  const { history, ...rest } = features
  return { ...rest, ...(history === undefined ? {} : { activity: history }) }
}

/** Reports, once each, the options Portico cannot honour (docs/migrate-from-appkit.md explains each). */
function warnUnsupportedOptions(parameters: CreateAppKitParameters) {
  if (parameters.termsConditionsUrl !== undefined || parameters.privacyPolicyUrl !== undefined)
    warnUnsupported('termsConditionsUrl / privacyPolicyUrl')
  if (parameters.enableInjected === false) warnUnsupported('enableInjected: false')
  if (parameters.enableCoinbase !== undefined) warnUnsupported('enableCoinbase')
}

/** The AppKit adapters among `createAppKit`'s, for what only they know (their wallet's provider). */
export function getAppKitAdapters(parameters: CreateAppKitParameters): readonly AppKitAdapter[] {
  return (parameters.adapters ?? []).filter(isAppKitAdapter)
}

/** Portico's options for AppKit's `createAppKit` options: each one mapped, none implemented twice. */
export function toPorticoOptions(parameters: CreateAppKitParameters): PorticoOptions {
  warnUnsupportedOptions(parameters)
  const networks: CaipNetwork[] = parameters.networks.map(normalizeNetwork)
  const walletConnect = parameters.enableWalletConnect ?? true
  const eip6963 = parameters.enableEIP6963 ?? true
  const adapters = (parameters.adapters ?? []).map((adapter) =>
    isAppKitAdapter(adapter)
      ? adapter.toChainAdapter({
          networks: networks.filter((network) => network.chainNamespace === adapter.namespace),
          walletConnect,
          eip6963,
        })
      : adapter,
  )
  const { siwx } = parameters
  return {
    apiUrl: parameters.apiUrl,
    projectId: parameters.projectId,
    metadata: parameters.metadata,
    networks,
    defaultNetwork: parameters.defaultNetwork ? normalizeNetwork(parameters.defaultNetwork) : undefined,
    adapters,
    features: toFeatures(parameters.features),
    analytics: parameters.features?.analytics,
    themeMode: parameters.themeMode,
    themeVariables: toThemeVariables(parameters.themeVariables),
    featuredWalletIds: parameters.featuredWalletIds,
    includeWalletIds: parameters.includeWalletIds,
    excludeWalletIds: parameters.excludeWalletIds,
    allowUnsupportedChain: parameters.allowUnsupportedChain,
    enableNetworkSwitch: parameters.enableNetworkSwitch,
    storage: parameters.storage,
    siwx: siwx
      ? { config: siwx, required: siwx.getRequired?.(), signOutOnDisconnect: siwx.signOutOnDisconnect }
      : undefined,
  }
}
