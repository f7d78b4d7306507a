import type { ChainAdapter } from '@portico/core'
import { lazySolanaAdapter } from '@portico/solana/lazy'
import { warnUnsupported } from '../warnUnsupported.ts'
import type { AppKitAdapter, ToChainAdapterParameters } from './types.ts'

export type SolanaAdapterParameters = {
  /** AppKit lists wallet adapters here; Portico finds every wallet-standard wallet by itself. */
  wallets?: readonly unknown[] | undefined
}

/**
 * AppKit's Solana adapter on Portico: the Solana networks of `createAppKit`, wallet-standard wallets
 * (Phantom, Solflare, Backpack, ...) and WalletConnect, through Portico's Solana adapter, which loads on
 * the visitor's first intent.
 *
 * @example
 * import { createAppKit } from '@portico/appkit'
 * import { SolanaAdapter } from '@portico/appkit/adapter-solana'
 * import { solana } from '@portico/appkit/networks'
 *
 * createAppKit({ adapters: [new SolanaAdapter()], networks: [solana], apiUrl: 'https://portico.example.com' })
 */
export class SolanaAdapter implements AppKitAdapter {
  readonly namespace = 'solana' as const

  constructor(parameters: SolanaAdapterParameters = {}) {
    if (parameters.wallets?.length) warnUnsupported('SolanaAdapter({ wallets })')
  }

  toChainAdapter(parameters: ToChainAdapterParameters): ChainAdapter {
    return lazySolanaAdapter({ networks: parameters.networks, walletConnect: parameters.walletConnect })
  }
}
