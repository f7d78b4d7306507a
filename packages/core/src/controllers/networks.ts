import type { CaipNetwork } from '../caip/types.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

/** SPEC §3 Network state (the parts the modal uses). */
export type NetworksState = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: readonly CaipNetwork[]
}

export type NetworksController = {
  store: StoreApi<NetworksState>
  setActive(network: CaipNetwork | undefined): void
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
  })
  return {
    store,
    setActive(caipNetwork) {
      store.setState({ caipNetwork })
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
