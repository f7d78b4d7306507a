/** Social login providers, in their default order (docs/rules/screens.md). */
export const DEFAULT_SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const

export type SocialProvider = (typeof DEFAULT_SOCIALS)[number]

export type PlatformOs = 'ios' | 'mac' | 'android' | 'windows' | 'linux' | 'other'

const removedInTelegram: Readonly<Partial<Record<PlatformOs, readonly SocialProvider[]>>> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/**
 * Inside Telegram, iOS removes google, Mac removes x, Android removes facebook and x (docs/rules/states.md).
 * Outside Telegram the list is unchanged.
 */
export function filterSocialsForPlatform<social extends string>(
  socials: readonly social[],
  options: { telegram: boolean; os: PlatformOs },
): social[] {
  const removed: readonly string[] = options.telegram ? (removedInTelegram[options.os] ?? []) : []
  return socials.filter((social) => !removed.includes(social))
}

export type LoginFeatures = {
  pay?: boolean | undefined
  email?: boolean | undefined
  socials?: readonly string[] | false | undefined
}

/** Enabling the pay feature forces email and social login off (docs/rules/states.md). */
export function applyPayFeature<features extends LoginFeatures>(features: features): features {
  if (!features.pay) return features
  return { ...features, email: false, socials: false }
}
