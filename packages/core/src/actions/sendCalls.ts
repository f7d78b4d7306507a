import type { AdapterCall } from '../adapters/types.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import { toWalletCallsError, type WalletCallsErrorType } from '../errors/walletCalls.ts'
import type { Portico } from '../instance/createPortico.ts'

export type SendCallsParameters = {
  calls: readonly AdapterCall[]
  /** Fail rather than send the calls one by one when the wallet cannot send them together. */
  atomicRequired?: boolean | undefined
  /** Capabilities to ask of the wallet, e.g. `{ paymasterService: { url } }`. */
  capabilities?: Record<string, unknown> | undefined
}

/** The batch id, for `getCallsStatus` and `showCallsStatus`. */
export type SendCallsReturnType = { id: string }

export type SendCallsErrorType = NoActiveCaipAddressError | UnsupportedChainError | WalletCallsErrorType

/**
 * Sends a batch of calls from the active account on the active network (EIP-5792). A wallet that runs
 * them atomically does so in one approval; one without `wallet_sendCalls` gets them as transactions one
 * by one, unless `atomicRequired`.
 *
 * @example
 * import { sendCalls } from '@portico/core'
 * const { id } = await sendCalls(portico, { calls: [approveCall, swapCall] })
 */
export async function sendCalls(
  portico: Portico,
  parameters: SendCallsParameters,
): Promise<SendCallsReturnType> {
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  const caipNetwork = portico.networks.store.getState().caipNetwork
  if (!active || !address || !caipNetwork) throw new NoActiveCaipAddressError()
  const adapter = portico.connections.adapterFor(active.namespace)
  if (!adapter?.sendCalls || caipNetwork.chainNamespace !== active.namespace)
    throw new UnsupportedChainError()
  try {
    return await adapter.sendCalls({
      connectorId: active.connectorId,
      address,
      caipNetwork,
      calls: parameters.calls,
      atomicRequired: parameters.atomicRequired,
      capabilities: parameters.capabilities,
    })
  } catch (error) {
    throw toWalletCallsError(error)
  }
}
