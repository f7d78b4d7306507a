import type { Features } from '../features/mergeFeatures.ts'
import type { Storage } from '../storage/createStorage.ts'
import type { PorticoStorageSchema } from '../storage/items.ts'

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

/** The addresses whose email was captured in this browser (`portico:email-captured`). */
export function readCapturedAddresses(storage: Storage<PorticoStorageSchema>): string[] {
  return storage.getItem('email-captured') ?? []
}
