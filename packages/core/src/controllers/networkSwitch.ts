import type { CaipNetwork } from '../caip/types.ts'
import { getSwitchNetworkAction, type SwitchNetworkAction } from '../networks/switchAction.ts'
import type { AccountController } from './account.ts'
import type { ConnectionController } from './connection.ts'
import type { ConnectorsController } from './connectors.ts'
import type { ModalController } from './modal.ts'
import type { NetworksController } from './networks.ts'
import type { RouterController } from './router.ts'
import type { View } from './views.ts'

export type NetworkSwitchControllerParameters = {
  account: AccountController
  connectors: ConnectorsController
  networks: NetworksController
  connection: ConnectionController
  router: RouterController
  modal: ModalController
  options: () => { allowUnsupportedChain: boolean; enableNetworkSwitch: boolean; manualWCControl: boolean }
}

export type NetworkSwitchController = {
  /**
   * What choosing a network in the modal does (SPEC §4 Switching network): nothing for the current
   * network, otherwise the view the decision names. A connected wallet is asked in SwitchNetwork, which
   * waits for its approval; without a connection the network is simply made active.
   */
  select(network: CaipNetwork): Promise<SwitchNetworkAction>
  /**
   * The switch SwitchNetwork waits for. On success the network views are left (the modal closes when
   * nothing else is under them); a failed switch goes back one view and rethrows (SPEC §4).
   */
  confirm(network: CaipNetwork): Promise<void>
}

const NETWORK_VIEWS: readonly View[] = ['SwitchNetwork', 'Networks', 'UnsupportedChain', 'SwitchActiveChain']

export function createNetworkSwitchController(
  parameters: NetworkSwitchControllerParameters,
): NetworkSwitchController {
  const { account, connectors, networks, connection, router, modal } = parameters

  function leaveNetworkViews() {
    const history = router.store.getState().history
    let end = history.length
    while (end > 0 && NETWORK_VIEWS.includes(history[end - 1]!)) end--
    if (end === 0) {
      modal.close()
      return
    }
    const rest = history.slice(0, end)
    router.store.setState({ view: rest[end - 1]!, history: rest, data: undefined, direction: 'prev' })
  }

  function action(network: CaipNetwork): SwitchNetworkAction {
    const state = account.store.getState()
    const options = parameters.options()
    const connector = state.connectorId ? connectors.getConnector(state.connectorId) : undefined
    return getSwitchNetworkAction({
      target: network,
      current: networks.store.getState().caipNetwork,
      requestedNetworks: networks.store.getState().requestedCaipNetworks,
      connectorType: connector?.type,
      connectedNamespaces: state.address && state.namespace ? [state.namespace] : [],
      allowUnsupportedChain: options.allowUnsupportedChain,
      enableNetworkSwitch: options.enableNetworkSwitch,
      isBasicWalletConnect: options.manualWCControl,
    })
  }

  return {
    async select(network) {
      const decision = action(network)
      if (decision.type === 'view') {
        router.push(decision.view, { network })
      } else if (decision.type === 'switch') {
        const { address, namespace } = account.store.getState()
        if (address && namespace === network.chainNamespace) {
          router.push('SwitchNetwork', { network })
        } else {
          await connection.switchNetwork(network)
          if (modal.store.getState().open) leaveNetworkViews()
        }
      }
      return decision
    },
    async confirm(network) {
      try {
        await connection.switchNetwork(network)
      } catch (error) {
        if (router.store.getState().view === 'SwitchNetwork') router.goBack()
        throw error
      }
      if (modal.store.getState().open && router.store.getState().view === 'SwitchNetwork') leaveNetworkViews()
    },
  }
}
