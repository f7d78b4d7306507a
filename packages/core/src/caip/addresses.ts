const evmAddress = /^(0x)?[0-9a-fA-F]{40}$/
// Base58 leaves out 0, O, I and l.
const solanaAddress = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** docs/rules/validation.md: 40 hex digits with an optional 0x prefix. Checksums are not enforced. */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && evmAddress.test(value)
}

/** docs/rules/validation.md: 32 to 44 base58 characters. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && solanaAddress.test(value)
}
