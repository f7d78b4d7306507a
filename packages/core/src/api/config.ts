import { DEFAULT_SOCIALS } from '../ordering/socials.ts'
import type { ApiClient } from './http.ts'

/** Feature values a project can set remotely (docs/rules/entities.md Remote features). */
export type RemoteFeatures = {
  swaps?: boolean | undefined
  onramp?: boolean | undefined
  email?: boolean | undefined
  socials?: readonly string[] | false | undefined
  activity?: boolean | undefined
  reownBranding?: boolean | undefined
  multiWallet?: boolean | undefined
  emailCapture?: boolean | readonly string[] | undefined
}

const REMOTE_FEATURE_KEYS = [
  'swaps',
  'onramp',
  'email',
  'socials',
  'activity',
  'reownBranding',
  'multiWallet',
  'emailCapture',
] as const

type RemoteFeatureEntry = { id: string; isEnabled: boolean; config?: unknown }

function fromEntry(entry: RemoteFeatureEntry): unknown {
  if (!entry.isEnabled) return false
  if (entry.id === 'socials' || entry.id === 'emailCapture') {
    return Array.isArray(entry.config) && entry.config.length > 0 ? entry.config.map(String) : true
  }
  return true
}

/**
 * Reads the features of GET /appkit/v1/config (docs/rules/api.md). The server may answer a map
 * (`{ features: { email: true } }`) or a list (`{ features: [{ id, isEnabled, config }] }`);
 * unknown keys are dropped.
 */
export function parseRemoteFeatures(body: unknown): RemoteFeatures {
  const raw = (body as { features?: unknown } | null)?.features
  const entries: [string, unknown][] = Array.isArray(raw)
    ? (raw as RemoteFeatureEntry[]).filter((e) => typeof e?.id === 'string').map((e) => [e.id, fromEntry(e)])
    : raw && typeof raw === 'object'
      ? Object.entries(raw)
      : []
  const features: Record<string, unknown> = {}
  for (const [key, value] of entries) {
    if (!(REMOTE_FEATURE_KEYS as readonly string[]).includes(key) || value === undefined || value === null)
      continue
    // `socials: true` means the default provider list (docs/rules/screens.md Default social list).
    features[key] = key === 'socials' && value === true ? [...DEFAULT_SOCIALS] : value
  }
  return features as RemoteFeatures
}

/** GET /appkit/v1/config (docs/rules/api.md). */
export async function getRemoteFeatures(api: ApiClient): Promise<RemoteFeatures> {
  return parseRemoteFeatures(await api.getJson<unknown>('/appkit/v1/config'))
}

/** GET /getAnalyticsConfig (docs/rules/api.md). */
export async function getAnalyticsConfig(api: ApiClient): Promise<{ isAnalyticsEnabled: boolean }> {
  const body = await api.getJson<{ isAnalyticsEnabled?: unknown }>('/getAnalyticsConfig')
  return { isAnalyticsEnabled: body.isAnalyticsEnabled === true }
}
