import { DEFAULT_SOCIALS, filterSocialsForPlatform, type PlatformOs } from '@portico/core'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { SocialLogo } from '../ui/socialLogo.tsx'
import { socialName } from './socialName.ts'
import { openSocialPopup } from './socialPopup.ts'

function platform(): { telegram: boolean; os: PlatformOs } {
  const scope = globalThis as { Telegram?: { WebApp?: unknown }; navigator?: { userAgent?: string } }
  const agent = scope.navigator?.userAgent ?? ''
  const os: PlatformOs = /iPhone|iPad|iPod/.test(agent)
    ? 'ios'
    : /Android/.test(agent)
      ? 'android'
      : /Mac OS X/.test(agent)
        ? 'mac'
        : /Windows/.test(agent)
          ? 'windows'
          : /Linux/.test(agent)
            ? 'linux'
            : 'other'
  return { telegram: Boolean(scope.Telegram?.WebApp), os }
}

/** The social providers Connect offers: the project's list in the order of
 * docs/rules/screens.md Default social list, filtered inside Telegram. */
export function socialProviders(socials: readonly string[] | false | undefined): string[] {
  if (!socials || socials.length === 0 || typeof window === 'undefined') return []
  const order = DEFAULT_SOCIALS as readonly string[]
  const known = socials.filter((social) => order.includes(social))
  const sorted = [...known].sort((a, b) => order.indexOf(a) - order.indexOf(b))
  return filterSocialsForPlatform(sorted, platform())
}

/** Social login buttons (docs/rules/screens.md Connect): Farcaster opens its QR view, the others the 600×800 popup. */
export function SocialButtons() {
  const portico = usePortico()
  const { features } = useStoreState(portico.optionsStore)
  const providers = socialProviders(features.socials as readonly string[] | false | undefined)
  if (providers.length === 0) return null
  return (
    <ul className="list social-list">
      {providers.map((social) => (
        <li key={social}>
          <button
            type="button"
            className="list-item"
            onClick={() => {
              if (social === 'farcaster') {
                portico.router.push('ConnectingFarcaster')
                return
              }
              openSocialPopup()
              portico.router.push('ConnectingSocial', { social })
            }}
          >
            <SocialLogo social={social} />
            <span className="list-item-label">{socialName(social)}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
