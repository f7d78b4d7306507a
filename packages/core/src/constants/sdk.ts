/** Portico's release, kept equal to @portico/core's package.json version (a unit test checks it). */
export const PORTICO_VERSION = '0.1.0'

/** SDK identification sent as the `sv` query parameter: Portico and its version (docs/rules/limits.md). */
export const DEFAULT_SDK_VERSION = `portico-${PORTICO_VERSION}`

/** Product-type tag sent as the `st` query parameter: the kit names itself (docs/rules/api.md). */
export const DEFAULT_SDK_TYPE = 'portico'

/** Namespaces the session protocol supports by name; others are handled generically (docs/rules/limits.md). */
export const SESSION_NAMESPACES = [
  'eip155',
  'solana',
  'cosmos',
  'algorand',
  'polkadot',
  'cip34',
  'elrond',
  'multiversx',
  'near',
  'tezos',
] as const

/** EIP-5792 capability keys (docs/rules/limits.md). */
export const CAPABILITY_KEYS = [
  'atomic',
  'flow-control',
  'paymasterService',
  'sessionKeys',
  'auxiliaryFunds',
] as const

/** Time zones of mainland China, Hong Kong and Macau (docs/rules/permissions.md). */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
] as const
