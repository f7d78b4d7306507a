import { ProjectError } from '../projects/errors.ts'
import { type FeatureValue, isRemoteFeatureName, type RemoteFeatures } from '../projects/features.ts'
import type { ProjectChanges } from '../projects/projectsRepository.ts'

export type ProjectFlags = {
  name?: string | undefined
  origins?: string | undefined
  analytics?: string | undefined
  feature?: string[] | undefined
}

function parseFeatureValue(value: string): FeatureValue {
  if (value === 'true') return true
  if (value === 'false') return false
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

/** Turns `project create|set` flags into project changes; throws ProjectError on bad values. */
export function parseProjectOptions(flags: ProjectFlags): ProjectChanges {
  const features: Partial<RemoteFeatures> = {}
  for (const entry of flags.feature ?? []) {
    const separator = entry.indexOf('=')
    const name = separator === -1 ? entry : entry.slice(0, separator)
    if (separator === -1 || !isRemoteFeatureName(name)) {
      throw new ProjectError('Invalid --feature', {
        details: `${entry} (expected NAME=VALUE with a known NAME)`,
      })
    }
    features[name] = parseFeatureValue(entry.slice(separator + 1))
  }
  let analyticsEnabled: boolean | undefined
  if (flags.analytics !== undefined) {
    if (flags.analytics !== 'on' && flags.analytics !== 'off') {
      throw new ProjectError('Invalid --analytics', { details: `${flags.analytics} (expected on or off)` })
    }
    analyticsEnabled = flags.analytics === 'on'
  }
  return {
    name: flags.name,
    allowedOrigins:
      flags.origins === undefined
        ? undefined
        : flags.origins
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
    features: Object.keys(features).length > 0 ? features : undefined,
    analyticsEnabled,
  }
}
