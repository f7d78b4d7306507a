import type { CaipNetwork, CaipNetworkId } from '../caip/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** docs/rules/entities.md Network state (the parts the modal uses). */
export type NetworksState = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
  /** False when the connection only approved some networks (e.g. a WalletConnect session). */
  supportsAllNetworks: boolean
  /** The networks the connection approved, when it does not support all of them. */
  approvedCaipNetworkIds: readonly CaipNetworkId[]
  /** Networks where the account can be a smart account: a bundler serves them (docs/rules/entities.md Network state). */
  smartAccountEnabledNetworks: readonly CaipNetworkId[]
}

export type NetworksController = {
  store: StoreApi<NetworksState>
  setActive(network: CaipNetwork | undefined): void
  /** Limits the networks the connection can switch to; `undefined` means all of them. */
  setApprovedNetworks(ids: readonly CaipNetworkId[] | undefined): void
  setSmartAccountEnabledNetworks(ids: readonly CaipNetworkId[]): void
  /** False for a requested network the connection did not approve (docs/rules/entities.md Network state). */
  isApproved(network: CaipNetwork): boolean
  /** The requested network with this chain id in the namespace, if any. */
  find(namespace: string, chainId: number | string): CaipNetwork | undefined
}

export function createNetworksController(parameters: {
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork | undefined
}): NetworksController {
  const store = createVanillaStore<NetworksState>({
    caipNetwork: parameters.defaultNetwork ?? parameters.networks[0],
    requestedCaipNetworks: parameters.networks,
    supportsAllNetworks: true,
    approvedCaipNetworkIds: [],
    smartAccountEnabledNetworks: [],
  })
  return {
    store,
    setActive(caipNetwork) {
      store.setState({ caipNetwork })
    },
    setApprovedNetworks(ids) {
      store.setState({ supportsAllNetworks: ids === undefined, approvedCaipNetworkIds: ids ?? [] })
    },
    setSmartAccountEnabledNetworks(ids) {
      store.setState({ smartAccountEnabledNetworks: ids })
    },
    isApproved(network) {
      const state = store.getState()
      return state.supportsAllNetworks || state.approvedCaipNetworkIds.includes(network.caipNetworkId)
    },
    find(namespace, chainId) {
      return store
        .getState()
        .requestedCaipNetworks.find(
          (network) => network.chainNamespace === namespace && String(network.id) === String(chainId),
        )
    },
  }
}
