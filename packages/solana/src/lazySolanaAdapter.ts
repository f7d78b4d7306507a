import { type ChainAdapter, lazyAdapter } from '@portico/core'
import { discoverWalletStandardConnectors } from './connectors/discoverWalletStandardConnectors.ts'
import type { CreateSolanaAdapterParameters } from './createSolanaAdapter.ts'

export type LazySolanaAdapterParameters = CreateSolanaAdapterParameters

export type LazySolanaAdapterReturnType = ChainAdapter

/**
 * The Solana adapter as a lazy chunk: the page ships only this function and the discovery of
 * wallet-standard wallets (`@wallet-standard/app`, no `@solana/kit`); the adapter loads on the
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
  return lazyAdapter({
    namespace: 'solana',
    networks: parameters.networks,
    discover: discoverWalletStandardConnectors,
    load: async () => (await import('./createSolanaAdapter.ts')).createSolanaAdapter(parameters),
  })
}
