import type { CaipNetwork } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseNetworkReturnType = {
  caipNetwork: CaipNetwork | undefined
  networks: readonly CaipNetwork[]
}

/**
 * The active network and the networks the dapp supports. Switch with `useSwitchNetwork`.
 *
 * @example
 * const { caipNetwork, networks } = useNetwork()
 */
export function useNetwork(): UseNetworkReturnType {
  const state = useStoreState(usePortico().networks.store)
  return { caipNetwork: state.caipNetwork, networks: state.requestedCaipNetworks }
}
