import { PorticoError } from './base.ts'
import { isUserRejectedError } from './codes.ts'
import { findErrorCode } from './findErrorCode.ts'

export type SmartSessionErrorReason =
  | 'SpendLimitExceeded'
  | 'OutOfScope'
  | 'Expired'
  | 'Revoked'
  | 'UnknownSession'
  | 'NotSmartAccount'
  | 'UserRejected'
  | 'Failed'

const MESSAGES: Record<SmartSessionErrorReason, string> = {
  SpendLimitExceeded: 'The session’s spend limit does not cover this amount',
  OutOfScope: 'The session does not allow this contract or function',
  Expired: 'The session has expired',
  Revoked: 'The session was revoked',
  UnknownSession: 'This page does not hold the session’s key',
  NotSmartAccount: 'Sessions need the embedded wallet on a smart account',
  UserRejected: 'The session request was rejected in the wallet',
  Failed: 'The session request failed',
}

/**
 * A smart-session request failed. When a session key's user operation is refused, the account's own
 * rules decided (on chain) and `reason` names which one: `SpendLimitExceeded`, `OutOfScope`, `Expired`
 * or `Revoked`.
 *
 * @example
 * try { await sendSessionCalls(portico, { permissionsContext, calls }) } catch (error) {
 *   if (error instanceof SmartSessionError && error.reason === 'SpendLimitExceeded') askForANewSession()
 * }
 */
export class SmartSessionError extends PorticoError {
  override name = 'SmartSessionError' as const
  readonly reason: SmartSessionErrorReason
  constructor(
    reason: SmartSessionErrorReason,
    parameters: { cause?: unknown; details?: string | undefined; code?: number | undefined } = {},
  ) {
    super(MESSAGES[reason], { ...parameters, messageId: `smartSession${reason}` })
    this.reason = reason
  }
}

export type SmartSessionErrorType = SmartSessionError & { name: 'SmartSessionError' }

/**
 * Maps a wallet's or bundler's failure to a {@link SmartSessionError}.
 *
 * @example
 * catch (error) { throw toSmartSessionError(error) }
 */
export function toSmartSessionError(error: unknown): SmartSessionError {
  if (error instanceof SmartSessionError) return error
  const code = findErrorCode(error)
  if (isUserRejectedError(code)) return new SmartSessionError('UserRejected', { cause: error })
  if (code === 4200) return new SmartSessionError('NotSmartAccount', { cause: error, code })
  return new SmartSessionError('Failed', {
    cause: error,
    code: typeof code === 'number' ? code : undefined,
    details:
      (error as { shortMessage?: string; message?: string })?.shortMessage ?? (error as Error)?.message,
  })
}
