import { ACCOUNT_NAME } from '../constants/limits.ts'

/** Suffixes of registered account names: current first, then the legacy one (SPEC §5). */
export const ACCOUNT_NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

const accountName = new RegExp(`^[A-Za-z0-9-]{${ACCOUNT_NAME.minLength},}$`)

/**
 * An account name (without suffix) has ASCII letters, digits and hyphens only, and at least
 * 4 characters (SPEC §5).
 */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && accountName.test(name)
}
