import { registerAuth } from '@portico/auth'
import { type CaipNetwork, type ChainAdapter, lazyAdapter } from '@portico/core'
import { discoverInjectedConnectors } from './connectors/discoverInjectedConnectors.ts'
import type { CreateEvmAdapterParameters } from './createEvmAdapter.ts'

export type LazyEvmAdapterParameters = Omit<CreateEvmAdapterParameters, 'networks' | 'wagmiConfig'> & {
  /** eip155 networks the dapp supports. */
  networks: readonly CaipNetwork[]
}

export type LazyEvmAdapterReturnType = ChainAdapter

/**
 * The EVM adapter as a lazy chunk: the page ships only this function and the discovery of installed
 * wallets (no wagmi, no viem); the adapter loads on the visitor's first intent, a connection to
 * restore or the first call. Import it from `@portico/evm/lazy`, never from the package root, or the
 * whole adapter lands in the page's first bundle.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { lazyEvmAdapter } from '@portico/evm/lazy'
 * import { toCaipNetwork } from '@portico/evm/networks'
 * import { mainnet } from 'viem/chains'
 *
 * const networks = [toCaipNetwork(mainnet)]
 * const portico = createPortico({ networks, adapters: [lazyEvmAdapter({ networks })] })
 */
export function lazyEvmAdapter(parameters: LazyEvmAdapterParameters): LazyEvmAdapterReturnType {
  return lazyAdapter({
    namespace: 'eip155',
    networks: parameters.networks,
    discover: (context) => {
      if (parameters.auth) registerAuth(context, parameters.auth)
      return discoverInjectedConnectors({
        emit: context.emit,
        walletConnect: parameters.walletConnect,
        auth: Boolean(parameters.auth),
        announced: parameters.multiInjectedProviderDiscovery,
      })
    },
    load: async () => (await import('./createEvmAdapter.ts')).createEvmAdapter(parameters),
  })
}
