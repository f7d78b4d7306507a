import type { CaipNetwork } from '../caip/types.ts'
import type { Portico } from '../instance/createPortico.ts'
import { leaveNetworkViews } from './selectNetwork.ts'
import { type SwitchNetworkErrorType, switchNetwork } from './switchNetwork.ts'

export type ConfirmSwitchNetworkParameters = { caipNetwork: CaipNetwork }

export type ConfirmSwitchNetworkReturnType = undefined

export type ConfirmSwitchNetworkErrorType = SwitchNetworkErrorType

/**
 * The switch the SwitchNetwork view waits for. On success the network views are left (the modal
 * closes when nothing else is under them); a failed switch goes back one view and rethrows (docs/rules/states.md).
 *
 * @example
 * import { confirmSwitchNetwork } from '@portico/core'
 * await confirmSwitchNetwork(portico, { caipNetwork: devnetB })
 */
export async function confirmSwitchNetwork(
  portico: Portico,
  parameters: ConfirmSwitchNetworkParameters,
): Promise<ConfirmSwitchNetworkReturnType> {
  try {
    await switchNetwork(portico, parameters)
  } catch (error) {
    if (portico.router.store.getState().view === 'SwitchNetwork') portico.router.goBack()
    throw error
  }
  if (portico.router.store.getState().view === 'SwitchNetwork') leaveNetworkViews(portico)
}
