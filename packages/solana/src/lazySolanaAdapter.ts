import { registerAuth } from '@portico/auth'
import { type ChainAdapter, type Connector, lazyAdapter } from '@portico/core'
import { discoverWalletStandardConnectors } from './connectors/discoverWalletStandardConnectors.ts'
import { toSolanaAuthConnector } from './connectors/toConnector.ts'
import type { CreateSolanaAdapterParameters } from './createSolanaAdapter.ts'

export type LazySolanaAdapterParameters = CreateSolanaAdapterParameters

export type LazySolanaAdapterReturnType = ChainAdapter

/**
 * The Solana adapter as a lazy chunk: the page ships only this function and the discovery of
 * wallet-standard wallets (`@wallet-standard/app`); the adapter loads on the
 * visitor's first intent, a connection to restore or the first call. Import it from
 * `@portico/solana/lazy`, never from the package root, or the whole adapter lands in the first bundle.
 *
 * @example
 * import { createPortico } from '@portico/core'
 * import { lazySolanaAdapter } from '@portico/solana/lazy'
 * import { solanaMainnet } from '@portico/solana/networks'
 *
 * const networks = [solanaMainnet]
 * const portico = createPortico({ networks, adapters: [lazySolanaAdapter({ networks })] })
 */
export function lazySolanaAdapter(parameters: LazySolanaAdapterParameters): LazySolanaAdapterReturnType {
  const adapter = lazyAdapter({
    namespace: 'solana',
    networks: parameters.networks,
    discover: (context) => {
      if (!parameters.auth) return discoverWalletStandardConnectors(context)
      registerAuth(context, parameters.auth)
      return discoverWalletStandardConnectors({
        emit: (event, payload) => {
          if (event !== 'connectorsChanged') return context.emit(event, payload)
          const { connectors } = payload as { connectors: readonly Connector[] }
          context.emit('connectorsChanged', { connectors: [toSolanaAuthConnector(), ...connectors] })
        },
      })
    },
    load: async () => (await import('./createSolanaAdapter.ts')).createSolanaAdapter(parameters),
  })
  // Activity reads the history from the chain (core's lazy adapter forwards only what every namespace has).
  return {
    ...adapter,
    async getTransactions(historyParameters) {
      return (await import('./history/getTransactions.ts')).getTransactions(historyParameters)
    },
  }
}
