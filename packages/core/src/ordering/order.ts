/** The three ways to connect, in the order the Connect view shows them (docs/rules/screens.md). */
export type ConnectMethod = 'email' | 'social' | 'wallet'

/**
 * Connect method order: email, social, wallet by default; wallet first once an injected or
 * announced wallet is shown; an explicit `override` (the `connectMethodsOrder` feature) wins (docs/rules/screens.md).
 */
export function getConnectMethodOrder(options: {
  hasInjectedOrAnnounced: boolean
  override?: readonly ConnectMethod[] | undefined
}): ConnectMethod[] {
  if (options.override && options.override.length > 0) return [...new Set(options.override)]
  return options.hasInjectedOrAnnounced ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet']
}

/** Connector groups in the Connect view when `connectorTypeOrder` is not set (docs/rules/screens.md). */
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]

/** Wallet features in the Account view when `walletFeaturesOrder` is not set (docs/rules/screens.md). */
export const DEFAULT_WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

export type WalletFeature = (typeof DEFAULT_WALLET_FEATURES_ORDER)[number]
