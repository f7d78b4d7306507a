import type { CallsStatus } from '../adapters/types.ts'
import { CallStatusNotApprovedError } from '../errors/account.ts'
import { PROVIDER_ERROR_CODES } from '../errors/codes.ts'
import { findErrorCode } from '../errors/findErrorCode.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import { toWalletCallsError, type WalletCallsErrorType } from '../errors/walletCalls.ts'
import type { Portico } from '../instance/createPortico.ts'

export type GetCallsStatusParameters = { id: string }

export type GetCallsStatusReturnType = CallsStatus

export type GetCallsStatusErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | CallStatusNotApprovedError
  | WalletCallsErrorType

/**
 * Where a batch sent with `sendCalls` is: pending, or done with its receipts. A wallet that refuses to
 * say (4100) gives 'Fetching call status not approved by the wallet.'
 *
 * @example
 * import { getCallsStatus } from '@portico/core'
 * const { status, receipts } = await getCallsStatus(portico, { id })
 */
export async function getCallsStatus(
  portico: Portico,
  parameters: GetCallsStatusParameters,
): Promise<GetCallsStatusReturnType> {
  const active = portico.connections.getActive()
  if (!active) throw new NoActiveCaipAddressError()
  const adapter = portico.connections.adapterFor(active.namespace)
  if (!adapter?.getCallsStatus) throw new UnsupportedChainError()
  try {
    return await adapter.getCallsStatus({ connectorId: active.connectorId, id: parameters.id })
  } catch (error) {
    if (findErrorCode(error) === PROVIDER_ERROR_CODES.Unauthorized)
      throw new CallStatusNotApprovedError({ cause: error })
    throw toWalletCallsError(error)
  }
}
