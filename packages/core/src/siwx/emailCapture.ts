import type { Features } from '../features/mergeFeatures.ts'
import type { PorticoEnvironment } from '../instance/environment.ts'

/** Addresses whose email the visitor has given in this browser, so DataCapture is not shown again. */
export const CAPTURED_EMAILS_KEY = 'portico:email-captured'

/** Email capture is on: `true`, or a non-empty list of options (the remote feature emailCapture). */
export function isEmailCaptureOn(features: Features): boolean {
  const value = features.emailCapture
  return value === true || (Array.isArray(value) && value.length > 0)
}

/** The project lists 'required': DataCapture cannot be skipped. */
export function isEmailCaptureRequired(features: Features): boolean {
  return Array.isArray(features.emailCapture) && features.emailCapture.includes('required')
}

export function readCapturedAddresses(environment: PorticoEnvironment): string[] {
  try {
    const value = JSON.parse(environment.storage.getItem(CAPTURED_EMAILS_KEY) ?? '[]') as unknown
    return Array.isArray(value) ? value.map(String) : []
  } catch {
    return []
  }
}
