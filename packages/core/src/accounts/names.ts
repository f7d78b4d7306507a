import { ACCOUNT_NAME } from '../constants/limits.ts'

/** Suffixes of registered account names: current first, then the legacy one (docs/rules/validation.md). */
export const ACCOUNT_NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const

/** docs/rules/validation.md's account-name rule, as the view and the server say it. */
export const ACCOUNT_NAME_RULE = 'Account name: letters, digits and hyphens only, at least 4 characters'

const accountName = new RegExp(`^[A-Za-z0-9-]{${ACCOUNT_NAME.minLength},}$`)

/**
 * An account name (without suffix) has ASCII letters, digits and hyphens only, and at least
 * 4 characters (docs/rules/validation.md).
 */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && accountName.test(name)
}

/** The name's label (without a known suffix) and suffix, e.g. `alice` and `.reown.id`. */
export function splitAccountName(name: string): { label: string; suffix: string | undefined } {
  const suffix = ACCOUNT_NAME_SUFFIXES.find((candidate) => name.endsWith(candidate))
  return { label: suffix ? name.slice(0, -suffix.length) : name, suffix }
}
