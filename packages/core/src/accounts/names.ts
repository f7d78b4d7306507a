import { ACCOUNT_NAME } from '../constants/limits.ts'

/** The built-in zones' suffixes, current first, then the legacy one (docs/rules/validation.md); a server may prefer its own. */
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

/**
 * The name's label and its zone's suffix, e.g. `alice` and `.example.id`: a label has no dot, so the
 * suffix starts at the first one, whichever zone the server registers in (`.reown.id`, `.wcn.id` or its own).
 */
export function splitAccountName(name: string): { label: string; suffix: string | undefined } {
  const dot = name.indexOf('.')
  return dot === -1
    ? { label: name, suffix: undefined }
    : { label: name.slice(0, dot), suffix: name.slice(dot) }
}
