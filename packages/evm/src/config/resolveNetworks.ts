import type { CaipNetwork } from '@portico/core'
import type { Config } from '@wagmi/core'
import { EvmNetworksRequiredError, NotEvmNetworkError } from '../errors/config.ts'
import { toCaipNetwork } from '../networks/toCaipNetwork.ts'

export type ResolveNetworksParameters = {
  networks?: readonly CaipNetwork[] | undefined
  wagmiConfig?: Config | undefined
}

/** The adapter's networks: the ones given, or else the chains of the dapp's wagmi config. */
export function resolveNetworks(parameters: ResolveNetworksParameters): readonly CaipNetwork[] {
  const networks =
    parameters.networks ?? parameters.wagmiConfig?.chains.map((chain) => toCaipNetwork(chain)) ?? []
  if (networks.length === 0) throw new EvmNetworksRequiredError()
  const foreign = networks.find((network) => network.chainNamespace !== 'eip155')
  if (foreign) throw new NotEvmNetworkError({ caipNetworkId: foreign.caipNetworkId })
  return networks
}
