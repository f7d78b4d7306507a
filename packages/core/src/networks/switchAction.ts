import type { ConnectorType } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import type { CaipNetwork } from '../caip/types.ts'

export type SwitchNetworkAction =
  /** The target is the current network: nothing happens. */
  | { type: 'none' }
  /** Push this view; it performs (or explains) the switch. */
  | { type: 'view'; view: 'SwitchNetwork' | 'SwitchActiveChain' | 'UnsupportedChain' }
  /** Ask the adapter to switch now (track SWITCH_NETWORK; on failure go back one view). */
  | { type: 'switch' }

export type GetSwitchNetworkActionParameters = {
  target: CaipNetwork
  current: CaipNetwork | undefined
  /** The networks the dapp requested (supported networks). */
  requestedNetworks: readonly CaipNetwork[]
  /** Type of the connector connected on the active namespace, if any. */
  connectorType?: ConnectorType | undefined
  /** Switch without the confirmation step. */
  ignoreConfirmation?: boolean | undefined
  /** Namespaces that currently have a connected address. */
  connectedNamespaces: readonly ChainNamespace[]
  allowUnsupportedChain?: boolean | undefined
  /** False when the dapp disabled network switching. */
  enableNetworkSwitch?: boolean | undefined
  /** The connection is basic WalletConnect (manual control, no adapter). */
  isBasicWalletConnect?: boolean | undefined
}

/**
 * The docs/rules/states.md "Switching network" decision, in the page's order:
 * 1. the current network → nothing;
 * 2. an auth connector, or ignoring confirmation → SwitchNetwork;
 * 3. connected on another namespace while the target namespace has no address → SwitchActiveChain;
 * 4. a network outside the requested ones → UnsupportedChain, unless unsupported chains are allowed,
 *    network switching is disabled, or the connection is basic WalletConnect;
 * 5. otherwise switch.
 */
export function getSwitchNetworkAction(parameters: GetSwitchNetworkActionParameters): SwitchNetworkAction {
  const { target, current } = parameters
  if (current?.caipNetworkId === target.caipNetworkId) return { type: 'none' }
  if (parameters.connectorType === 'AUTH' || parameters.ignoreConfirmation) {
    return { type: 'view', view: 'SwitchNetwork' }
  }
  const otherNamespaceConnected = parameters.connectedNamespaces.some((ns) => ns !== target.chainNamespace)
  if (otherNamespaceConnected && !parameters.connectedNamespaces.includes(target.chainNamespace)) {
    return { type: 'view', view: 'SwitchActiveChain' }
  }
  const supported = parameters.requestedNetworks.some(
    (network) => network.caipNetworkId === target.caipNetworkId,
  )
  const unsupportedAllowed =
    parameters.allowUnsupportedChain ||
    parameters.enableNetworkSwitch === false ||
    parameters.isBasicWalletConnect
  if (!supported && !unsupportedAllowed) return { type: 'view', view: 'UnsupportedChain' }
  return { type: 'switch' }
}
