import { NoActiveCaipAddressError } from '../errors/internal.ts'
import type { Portico } from '../instance/createPortico.ts'

export type GetCapabilitiesParameters = {
  /** The network to read capabilities for; the active network by default. */
  caipNetworkId?: string | undefined
}

/** The wallet's capabilities on the network (`atomic`, `paymasterService`, …); empty when it does not say. */
export type GetCapabilitiesReturnType = Record<string, unknown>

export type GetCapabilitiesErrorType = NoActiveCaipAddressError

/**
 * What the active account's wallet can do on a network (EIP-5792 `wallet_getCapabilities`), e.g.
 * whether it sends a batch atomically. A wallet that does not answer has no capabilities.
 *
 * @example
 * import { getCapabilities } from '@portico/core'
 * const { atomic } = await getCapabilities(portico)
 * if ((atomic as { status?: string })?.status === 'supported') batch()
 */
export async function getCapabilities(
  portico: Portico,
  parameters: GetCapabilitiesParameters = {},
): Promise<GetCapabilitiesReturnType> {
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  if (!active || !address) throw new NoActiveCaipAddressError()
  const adapter = portico.connections.adapterFor(active.namespace)
  if (!adapter) return {}
  const network = parameters.caipNetworkId ?? portico.networks.store.getState().caipNetwork?.caipNetworkId
  const reference = network?.split(':')[1]
  const all = await adapter.getCapabilities({ connectorId: active.connectorId, address })
  const key = Object.keys(all).find(
    (candidate) => reference !== undefined && Number(candidate) === Number(reference),
  )
  const forNetwork = key ? all[key] : undefined
  return forNetwork && typeof forNetwork === 'object' ? (forNetwork as Record<string, unknown>) : {}
}
