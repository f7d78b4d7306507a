/** SDK identification sent as the `sv` query parameter (SPEC §9). */
export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2'

/** Product-type tag sent as the `st` query parameter (SPEC §7). */
export const DEFAULT_SDK_TYPE = 'appkit'

/** Namespaces the session protocol supports by name; others are handled generically (SPEC §9). */
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

/** EIP-5792 capability keys (SPEC §9). */
export const CAPABILITY_KEYS = [
  'atomic',
  'flow-control',
  'paymasterService',
  'sessionKeys',
  'auxiliaryFunds',
] as const

/** Time zones of mainland China, Hong Kong and Macau (SPEC §6). */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Hong_Kong',
  'Asia/Macau',
] as const
