import { ACCOUNT_NAME_RULE, isValidAccountName } from '@portico/core'
import { HttpError } from '../http/httpError.ts'
import { MAX_NAME_LABEL_LENGTH } from './options.ts'

/** A full name split into its label and zone. */
export type ParsedName = { name: string; label: string; zone: string }

/**
 * Splits `label.zone` on the longest configured zone and checks the label against docs/rules/validation.md.
 *
 * @throws HttpError 400 with the zones when the name is in none, or with the rule when the label breaks it.
 */
export function parseAccountName(value: string, zones: readonly string[]): ParsedName {
  const name = value.trim().toLowerCase()
  const zone = [...zones]
    .sort((a, b) => b.length - a.length)
    .find((candidate) => name.endsWith(`.${candidate}`))
  if (!zone) {
    throw new HttpError(
      400,
      `Name "${value.slice(0, 128)}" is in no zone of this registry: expected ${zones.map((z) => `.${z}`).join(', ')}`,
    )
  }
  const label = name.slice(0, -(zone.length + 1))
  checkLabel(label)
  return { name, label, zone }
}

/** @throws HttpError 400 with docs/rules/validation.md's rule. */
export function checkLabel(label: string): void {
  if (!isValidAccountName(label) || label.length > MAX_NAME_LABEL_LENGTH) {
    throw new HttpError(400, ACCOUNT_NAME_RULE)
  }
}
