import type { CaipNetwork } from '../caip/types.ts'
import { NetworkNotAddedError } from '../errors/account.ts'
import type { PorticoErrorType } from '../errors/base.ts'
import type { Portico } from '../instance/createPortico.ts'

export type SwitchNetworkParameters = { caipNetwork: CaipNetwork }

export type SwitchNetworkReturnType = CaipNetwork

/**
 * What the adapter's `connect` or `switchNetwork` threw: 4001 when the visitor declined; {@link NetworkNotAddedError} when it does not
 * know the network and could not add it.
 */
export type SwitchNetworkErrorType = PorticoErrorType | NetworkNotAddedError

function withoutNetwork(portico: Portico, caipNetwork: CaipNetwork) {
  const { networks } = portico
  const usable = networks.store
    .getState()
    .requestedCaipNetworks.filter(
      (each) => each.caipNetworkId !== caipNetwork.caipNetworkId && networks.isApproved(each),
    )
  networks.setApprovedNetworks(usable.map((each) => each.caipNetworkId))
}

/**
 * Makes a network active (docs/rules/states.md Switching network). A connected wallet on that namespace is asked
 * to switch first; without one the network simply becomes active. A network of another namespace
 * that has its own connection makes that connection the account. A no-op for the current network.
 *
 * @example
 * import { switchNetwork } from '@portico/core'
 * await switchNetwork(portico, { caipNetwork: devnetB })
 */
export async function switchNetwork(
  portico: Portico,
  parameters: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { caipNetwork } = parameters
  if (portico.networks.store.getState().caipNetwork?.caipNetworkId === caipNetwork.caipNetworkId) {
    return caipNetwork
  }
  const { chainNamespace } = caipNetwork
  const adapter = portico.connections.adapterFor(chainNamespace)
  let target = portico.connections.getActive(chainNamespace)
  // The embedded wallet's login is an account on every namespace its connector serves: a switch that
  // comes before that namespace connected connects it now, without a new login.
  const current = portico.connections.getActive()
  const connector = current ? portico.connectors.getConnector(current.connectorId) : undefined
  if (!target && adapter && connector?.type === 'AUTH' && connector.chains?.includes(chainNamespace)) {
    await adapter.connect({ connectorId: connector.id, caipNetwork })
    target = portico.connections.getActive(chainNamespace)
  }
  if (target && adapter && String(target.chainId) !== String(caipNetwork.id)) {
    await adapter.switchNetwork({ connectorId: target.connectorId, caipNetwork }).catch((error: unknown) => {
      // The networks view then offers the ones the wallet can use and marks this one unavailable.
      if (error instanceof NetworkNotAddedError) withoutNetwork(portico, caipNetwork)
      throw error
    })
  }
  if (target && portico.connections.getActive()?.namespace !== chainNamespace) {
    portico.connections.activate(chainNamespace)
  }
  portico.networks.setActive(caipNetwork)
  void portico.track('SWITCH_NETWORK', { network: caipNetwork.caipNetworkId })
  return caipNetwork
}
