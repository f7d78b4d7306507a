import type { CaipNetwork } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  networks: readonly CaipNetwork[]
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/** The active network, the requested ones, and a way to switch. */
export function useNetwork(): UseNetworkReturnType {
  const portico = usePortico()
  const state = useStoreState(portico.networks.store)
  return {
    caipNetwork: state.caipNetwork,
    networks: state.requestedCaipNetworks,
    switchNetwork: (network) => portico.switchNetwork(network),
  }
}
