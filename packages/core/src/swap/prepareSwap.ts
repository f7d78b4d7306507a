import type { AdapterAccount, ChainAdapter } from '../adapters/types.ts'
import { getServerMessage, HttpStatusError } from '../errors/http.ts'
import { SwapNetworkNotSupportedError } from '../errors/transactions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import { isFeatureSupported } from '../features/isFeatureSupported.ts'
import type { Portico } from '../instance/createPortico.ts'
import { SwapRouteNotFoundError } from './errors.ts'

/** The account a swap goes out from, its adapter and its CAIP-10 address. */
export type SwapAccount = { account: AdapterAccount; adapter: ChainAdapter; userAddress: string }

/** Whether swaps are offered on the active network: docs/rules/permissions.md's chains plus the option `swapNetworks`. */
export function isSwapNetwork(portico: Portico): boolean {
  const { caipNetwork } = portico.networks.store.getState()
  return (
    caipNetwork !== undefined &&
    isFeatureSupported({ feature: 'swap', caipNetwork, swapNetworks: portico.options.swapNetworks })
  )
}

/** The active account on a swap network, or 'Network not supported for Swaps' (docs/rules/validation.md, errors.md). */
export function prepareSwap(portico: Portico): SwapAccount {
  const { caipNetwork } = portico.networks.store.getState()
  if (!caipNetwork || !isSwapNetwork(portico))
    throw new SwapNetworkNotSupportedError(caipNetwork?.caipNetworkId)
  const active = portico.connections.getActive()
  const address = active?.accounts[0]?.address
  const adapter = portico.connections.adapterFor('eip155')
  if (active?.namespace !== 'eip155' || !address || !adapter?.sendTransaction) {
    throw new UnsupportedChainError()
  }
  return {
    account: { connectorId: active.connectorId, address, caipNetwork },
    adapter,
    userAddress: `${caipNetwork.caipNetworkId}:${address}`,
  }
}

/** The plain 0x address of a CAIP-10 address. */
export function plainAddress(caipAddress: string): string {
  return caipAddress.slice(caipAddress.lastIndexOf(':') + 1)
}

/**
 * The convert API's refusals as the swap errors the views show: its 'Network not supported for
 * Swaps' and 'No swap route' answers; anything else is rethrown.
 */
export function toSwapError(error: unknown, chainId: string | undefined): never {
  const message = getServerMessage(error)
  if (error instanceof HttpStatusError && error.status === 400 && message) {
    if (message === 'Network not supported for Swaps') throw new SwapNetworkNotSupportedError(chainId)
    if (message.startsWith('No swap route'))
      throw new SwapRouteNotFoundError({ cause: error, details: message })
  }
  throw error
}
