/** Chain RPC transport settings (docs/rules/api.md, limits.md). */
export const RPC = {
  timeoutMs: 10_000,
  retryCount: 3,
  /** First retry delay; later retries back off exponentially. */
  retryDelayMs: 150,
  batchSize: 1_000,
  responseCacheEntries: 8_192,
} as const

/** Error reports sent at most `max` times per `windowMs` (docs/rules/limits.md). */
export const ERROR_REPORTS = {
  max: 5,
  windowMs: 60_000,
} as const
