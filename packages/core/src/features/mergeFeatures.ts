import type { RemoteFeatures } from '../api/config.ts'
import type { ConnectMethod, ConnectorGroup, WalletFeature } from '../ordering/order.ts'
import { applyPayFeature } from '../ordering/socials.ts'

/** Local feature flags (docs/rules/entities.md) plus the remote-capable ones a dapp may set locally. */
export type Features = RemoteFeatures & {
  receive?: boolean | undefined
  send?: boolean | undefined
  emailShowWallets?: boolean | undefined
  analytics?: boolean | undefined
  allWallets?: boolean | undefined
  legalCheckbox?: boolean | undefined
  smartSessions?: boolean | undefined
  collapseWallets?: boolean | undefined
  pay?: boolean | undefined
  walletFeaturesOrder?: readonly WalletFeature[] | undefined
  connectMethodsOrder?: readonly ConnectMethod[] | undefined
  connectorTypeOrder?: readonly ConnectorGroup[] | undefined
}

/**
 * Defaults of the self-hosted kit. Email and social login need an auth provider, which the
 * self-hosted stack does not bundle, so they are off until configured.
 */
export const DEFAULT_FEATURES: Features = {
  swaps: true,
  onramp: true,
  email: false,
  socials: false,
  activity: true,
  reownBranding: true,
  multiWallet: false,
  emailCapture: false,
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
}

/** Login doors and email capture: the project opens them remotely, a dapp may keep one shut locally. */
const DOORS = ['email', 'socials', 'emailCapture'] as const

/**
 * A door the project opens stays shut when the dapp sets it off locally (`false`), and a local socials
 * list keeps only the providers the project also lists; a door the project shuts stays shut.
 */
function narrowDoor(local: unknown, remote: unknown): unknown {
  if (local === undefined || !remote) return remote
  if (local === false) return false
  if (Array.isArray(local) && Array.isArray(remote)) {
    const kept = remote.filter((entry) => local.includes(entry))
    return kept.length > 0 ? kept : false
  }
  return remote
}

/**
 * The features in force: defaults, then local options, then the project's remote features from
 * GET /appkit/v1/config, which win over local ones (docs/rules/entities.md, api.md), except that a
 * dapp may keep a login door (email, socials, emailCapture) shut or narrow its socials list locally.
 * Pay forces email and socials off (docs/rules/states.md).
 */
export function mergeFeatures(local: Features | undefined, remote: RemoteFeatures | undefined): Features {
  const merged: Features = { ...DEFAULT_FEATURES }
  for (const source of [local, remote]) {
    for (const [key, value] of Object.entries(source ?? {})) {
      if (value !== undefined) (merged as Record<string, unknown>)[key] = value
    }
  }
  for (const door of DOORS) {
    if (remote?.[door] !== undefined)
      (merged as Record<string, unknown>)[door] = narrowDoor(local?.[door], remote[door])
  }
  return applyPayFeature(merged)
}
