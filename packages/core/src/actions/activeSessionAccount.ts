import type { AdapterAccount, ChainAdapter } from '../adapters/types.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'

/** The active account on the active network, and its adapter. */
export function activeSessionAccount(portico: Portico): { adapter: ChainAdapter; account: AdapterAccount } {
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  const caipNetwork = portico.networks.store.getState().caipNetwork
  if (!active || !address || !caipNetwork) throw new NoActiveCaipAddressError()
  const adapter = portico.connections.adapterFor(active.namespace)
  if (!adapter || caipNetwork.chainNamespace !== active.namespace) throw new UnsupportedChainError()
  return { adapter, account: { connectorId: active.connectorId, address, caipNetwork } }
}
