import type { CaipNetwork } from '../caip/types.ts'
import type { Portico } from '../instance/createPortico.ts'
import { getSwitchNetworkAction, type SwitchNetworkAction } from '../networks/switchAction.ts'
import type { View } from '../stores/views.ts'
import { type SwitchNetworkErrorType, switchNetwork } from './switchNetwork.ts'

export type SelectNetworkParameters = { caipNetwork: CaipNetwork }

export type SelectNetworkReturnType = SwitchNetworkAction

export type SelectNetworkErrorType = SwitchNetworkErrorType

const NETWORK_VIEWS: readonly View[] = ['SwitchNetwork', 'Networks', 'UnsupportedChain', 'SwitchActiveChain']

/** Leaves the network views once a switch is done; the modal closes when nothing is under them. */
export function leaveNetworkViews(portico: Portico): void {
  if (!portico.modal.store.getState().open) return
  const history = portico.router.store.getState().history
  let end = history.length
  while (end > 0 && NETWORK_VIEWS.includes(history[end - 1]!)) end--
  if (end === 0) {
    portico.modal.close()
    return
  }
  const rest = history.slice(0, end)
  portico.router.store.setState({ view: rest[end - 1]!, history: rest, data: undefined, direction: 'prev' })
}

/**
 * What choosing a network in the modal does (docs/rules/states.md Switching network): nothing for the current
 * network, otherwise the view the decision names. A connected wallet on that namespace is asked in
 * SwitchNetwork, which waits for its approval; without one the network simply becomes active. A
 * network of another connected namespace makes that namespace's connection the account.
 *
 * @example
 * import { selectNetwork } from '@portico/core'
 * const decision = await selectNetwork(portico, { caipNetwork: devnetB })
 */
export async function selectNetwork(
  portico: Portico,
  parameters: SelectNetworkParameters,
): Promise<SelectNetworkReturnType> {
  const { caipNetwork } = parameters
  const state = portico.account.store.getState()
  const { options } = portico
  const connector = state.connectorId ? portico.connectors.getConnector(state.connectorId) : undefined
  const networks = portico.networks.store.getState()
  const decision = getSwitchNetworkAction({
    target: caipNetwork,
    current: networks.caipNetwork,
    requestedNetworks: networks.requestedCaipNetworks,
    connectorType: connector?.type,
    connectedNamespaces: portico.connections.connectedNamespaces(),
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableNetworkSwitch: options.enableNetworkSwitch,
    isBasicWalletConnect: options.manualWCControl,
  })
  if (decision.type === 'view') {
    portico.router.push(decision.view, { network: caipNetwork })
  } else if (decision.type === 'switch') {
    if (state.address && state.namespace === caipNetwork.chainNamespace) {
      portico.router.push('SwitchNetwork', { network: caipNetwork })
    } else {
      await switchNetwork(portico, { caipNetwork })
      leaveNetworkViews(portico)
    }
  }
  return decision
}
