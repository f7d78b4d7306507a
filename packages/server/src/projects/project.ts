import type { RemoteFeatures } from './features.ts'

/** A dapp registered with this server. */
export type Project = {
  id: string
  name: string
  /** Origins (`https://app.example.com`, `https://*.example.com`) allowed to send analytics. Empty: local origins only. */
  allowedOrigins: string[]
  /** Overrides of DEFAULT_REMOTE_FEATURES. */
  features: Partial<RemoteFeatures>
  analyticsEnabled: boolean
  createdAt: Date
  updatedAt: Date
}

/** The project that exists on every server for local development. */
export const DEFAULT_PROJECT_ID = 'portico-local'

/** Project ids: 1 to 64 letters, digits, `_` or `-`. */
export const PROJECT_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$'
const PROJECT_ID = new RegExp(PROJECT_ID_PATTERN)

export function isValidProjectId(value: string): boolean {
  return PROJECT_ID.test(value)
}
