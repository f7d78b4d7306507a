/**
 * Wallet and image ids: letters, digits, dots, underscores and hyphens, starting with a letter or digit,
 * never `..`. Used both by the importer and by the route schemas, so no stored id is unreachable.
 */
export const IMAGE_ID_PATTERN = '^(?!.*\\.\\.)[A-Za-z0-9][A-Za-z0-9._-]{0,127}$'

const IMAGE_ID = new RegExp(IMAGE_ID_PATTERN)

export function isValidWalletId(value: string): boolean {
  return IMAGE_ID.test(value)
}
