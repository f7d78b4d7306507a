/** Account-name rules (docs/rules/validation.md, limits.md). */
export const ACCOUNT_NAME = {
  minLength: 4,
} as const

/** Size limits (docs/rules/limits.md). */
export const LIMITS = {
  multisigMaxKeys: 15,
  stacksMemoMaxBytes: 34,
  /** Contract names must be shorter than this. */
  contractNameMaxBytes: 128,
  bufferMaxBytes: 1_048_576,
  loggerBufferBytes: 1_024_000,
} as const
