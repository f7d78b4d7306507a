/** A remote feature is on/off, or a list of enabled providers or options (e.g. socials: ['google']). */
export type FeatureValue = boolean | string[]

/** docs/rules/entities.md Remote features, as `/appkit/v1/config` returns them. */
export type RemoteFeatures = {
  swaps: FeatureValue
  onramp: FeatureValue
  email: FeatureValue
  socials: FeatureValue
  activity: FeatureValue
  reownBranding: FeatureValue
  multiWallet: FeatureValue
  emailCapture: FeatureValue
}

export type RemoteFeatureName = keyof RemoteFeatures

/**
 * Defaults of a self-hosted project: swaps and onramp on (served by the local providers), activity and
 * multi-wallet on; email and social login off (they need an auth backend this server does not run);
 * no third-party branding; no email capture.
 */
export const DEFAULT_REMOTE_FEATURES: Readonly<RemoteFeatures> = Object.freeze({
  swaps: true,
  onramp: true,
  email: false,
  socials: false,
  activity: true,
  reownBranding: false,
  multiWallet: true,
  emailCapture: false,
})

export const REMOTE_FEATURE_NAMES = Object.keys(DEFAULT_REMOTE_FEATURES) as readonly RemoteFeatureName[]

export function isRemoteFeatureName(value: string): value is RemoteFeatureName {
  return (REMOTE_FEATURE_NAMES as readonly string[]).includes(value)
}
