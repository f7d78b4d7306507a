/** Time constants in milliseconds (docs/rules/screens.md, states.md, api.md, limits.md). */
export const TIMING = {
  /** Balance requests are refused this long after a failure. */
  balanceRetryCooldownMs: 30_000,
  /** A pairing lives 4 minutes. */
  pairingExpiryMs: 4 * 60_000,
  /** A pairing counts as expired when this much or less remains. */
  pairingExpiryThresholdMs: 10_000,
  defaultRetryIntervalMs: 1_000,
  /** Wallet-connection heartbeat. */
  heartbeatMs: 5_000,
  /** The session-protocol ping answer is delayed this long. */
  pingResponseDelayMs: 500,
  socialPopupCheckMs: 1_000,
  emailChangePollMs: 1_000,
  farcasterReloadMs: 100,
  /** A toast shown while one is open appears after the old one closes, this much later. */
  toastReshowDelayMs: 150,
} as const

/** Animation durations in milliseconds (docs/rules/screens.md, limits.md). */
export const ANIMATION = {
  headerTextMs: 120,
  modalHeightMs: 150,
  viewTransitionMs: 150,
  shakeMs: 500,
} as const
