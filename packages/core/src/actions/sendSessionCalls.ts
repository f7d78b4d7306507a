import type { AdapterCall } from '../adapters/types.ts'
import type { NoActiveCaipAddressError } from '../errors/internal.ts'
import { type SmartSessionErrorType, toSmartSessionError } from '../errors/smartSessions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { activeSessionAccount } from './activeSessionAccount.ts'

export type SendSessionCallsParameters = {
  /** The session from `grantPermissions`. */
  permissionsContext: string
  /** One call within the session's contract and function. */
  calls: readonly AdapterCall[]
}

/** The user operation's hash and the transaction that included it. */
export type SendSessionCallsReturnType = { id: string; transactionHash: string }

export type SendSessionCallsErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | SmartSessionErrorType

/**
 * Sends calls from the smart account with a granted session key: the page signs the user operation
 * with the key and submits it to the bundler, with no wallet prompt. The account checks the session's
 * scope on chain; a refusal is a {@link SmartSessionError} naming why (spend limit, scope, expiry,
 * revoked).
 *
 * @example
 * import { sendSessionCalls } from '@portico/core'
 * const { transactionHash } = await sendSessionCalls(portico, {
 *   permissionsContext: session.permissionsContext,
 *   calls: [{ to: usdc, data: transferData }],
 * })
 */
export async function sendSessionCalls(
  portico: Portico,
  parameters: SendSessionCallsParameters,
): Promise<SendSessionCallsReturnType> {
  const { adapter, account } = activeSessionAccount(portico)
  if (!adapter.sendSessionCalls) throw new UnsupportedChainError()
  try {
    return await adapter.sendSessionCalls({
      ...account,
      permissionsContext: parameters.permissionsContext,
      calls: parameters.calls,
    })
  } catch (error) {
    throw toSmartSessionError(error)
  }
}
