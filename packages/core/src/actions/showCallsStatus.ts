import { NoActiveCaipAddressError } from '../errors/internal.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import { toWalletCallsError, type WalletCallsErrorType } from '../errors/walletCalls.ts'
import type { Portico } from '../instance/createPortico.ts'

export type ShowCallsStatusParameters = { id: string }

export type ShowCallsStatusReturnType = undefined

export type ShowCallsStatusErrorType = NoActiveCaipAddressError | UnsupportedChainError | WalletCallsErrorType

/**
 * Asks the wallet to show a batch sent with `sendCalls` in its own interface.
 *
 * @example
 * import { showCallsStatus } from '@portico/core'
 * await showCallsStatus(portico, { id })
 */
export async function showCallsStatus(
  portico: Portico,
  parameters: ShowCallsStatusParameters,
): Promise<ShowCallsStatusReturnType> {
  const active = portico.connections.getActive()
  if (!active) throw new NoActiveCaipAddressError()
  const adapter = portico.connections.adapterFor(active.namespace)
  if (!adapter?.showCallsStatus) throw new UnsupportedChainError()
  try {
    await adapter.showCallsStatus({ connectorId: active.connectorId, id: parameters.id })
  } catch (error) {
    throw toWalletCallsError(error)
  }
  return undefined
}
