import { PorticoError } from './base.ts'
import { isUserRejectedError } from './codes.ts'
import { findErrorCode } from './findErrorCode.ts'

/** EIP-5792 wallet-call errors, by code (5700–5760). */
export const WALLET_CALLS_ERROR_CODES = {
  UnsupportedNonOptionalCapability: 5700,
  UnsupportedChainId: 5710,
  DuplicateId: 5720,
  UnknownBundleId: 5730,
  BundleTooLarge: 5740,
  AtomicReadyUpgradeRejected: 5750,
  AtomicityNotSupported: 5760,
} as const

export type WalletCallsErrorReason = keyof typeof WALLET_CALLS_ERROR_CODES | 'UserRejected' | 'Failed'

const MESSAGES: Record<WalletCallsErrorReason, string> = {
  UnsupportedNonOptionalCapability: 'The wallet does not support a capability these calls require',
  UnsupportedChainId: 'The wallet does not support calls on this network',
  DuplicateId: 'The wallet already has calls with this id',
  UnknownBundleId: 'The wallet does not know these calls',
  BundleTooLarge: 'The wallet cannot send this many calls at once',
  AtomicReadyUpgradeRejected: 'The account upgrade needed to send the calls together was rejected',
  AtomicityNotSupported: 'The wallet cannot send these calls together',
  UserRejected: 'The calls were rejected in the wallet',
  Failed: 'The wallet could not send the calls',
}

/**
 * A wallet-calls request (send calls, call status) failed; `reason` names the EIP-5792 code the
 * wallet answered with, or `UserRejected` (4001/5000), or `Failed` for anything else.
 *
 * @example
 * try { await sendCalls(portico, { calls, atomicRequired: true }) } catch (error) {
 *   if (error instanceof WalletCallsError && error.reason === 'AtomicityNotSupported') sendOneByOne()
 * }
 */
export class WalletCallsError extends PorticoError {
  override name = 'WalletCallsError' as const
  readonly reason: WalletCallsErrorReason
  constructor(
    reason: WalletCallsErrorReason,
    parameters: { cause?: unknown; details?: string | undefined } = {},
  ) {
    const code =
      reason === 'UserRejected' || reason === 'Failed' ? undefined : WALLET_CALLS_ERROR_CODES[reason]
    super(MESSAGES[reason], { ...parameters, code, messageId: `walletCalls${reason}` })
    this.reason = reason
  }
}

export type WalletCallsErrorType = WalletCallsError & { name: 'WalletCallsError' }

/**
 * Maps a wallet's failure to a {@link WalletCallsError} by its code.
 *
 * @example
 * catch (error) { throw toWalletCallsError(error) }
 */
export function toWalletCallsError(error: unknown): WalletCallsError {
  if (error instanceof WalletCallsError) return error
  const code = findErrorCode(error)
  if (isUserRejectedError(code)) return new WalletCallsError('UserRejected', { cause: error })
  const reason = (Object.keys(WALLET_CALLS_ERROR_CODES) as (keyof typeof WALLET_CALLS_ERROR_CODES)[]).find(
    (key) => WALLET_CALLS_ERROR_CODES[key] === code,
  )
  return new WalletCallsError(reason ?? 'Failed', { cause: error })
}

export type CallsStatusTimeoutErrorType = CallsStatusTimeoutError & { name: 'CallsStatusTimeoutError' }

/** A batch of calls was still pending when `waitForCallsStatus`'s timeout passed. */
export class CallsStatusTimeoutError extends PorticoError {
  override name = 'CallsStatusTimeoutError' as const
  constructor({ id, timeout }: { id: string; timeout: number }) {
    super(`The calls ${id} were still pending after ${timeout} ms`)
  }
}
