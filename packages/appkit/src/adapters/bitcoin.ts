import { lazyBitcoinAdapter } from '@portico/bitcoin/lazy'
import type { ChainAdapter } from '@portico/core'
import type { AppKitAdapter, ToChainAdapterParameters } from './types.ts'

export type BitcoinAdapterParameters = {
  /** Kept for AppKit's signature; Portico's server at `apiUrl` needs no cloud project. */
  projectId?: string | undefined
}

/**
 * AppKit's Bitcoin adapter on Portico: the Bitcoin networks of `createAppKit`, wallet-standard and
 * sats-connect wallets and WalletConnect, through Portico's Bitcoin adapter, which loads on the
 * visitor's first intent.
 *
 * @example
 * import { createAppKit } from '@portico/appkit'
 * import { BitcoinAdapter } from '@portico/appkit/adapter-bitcoin'
 * import { bitcoin } from '@portico/appkit/networks'
 *
 * createAppKit({ adapters: [new BitcoinAdapter()], networks: [bitcoin], apiUrl: 'https://portico.example.com' })
 */
export class BitcoinAdapter implements AppKitAdapter {
  readonly namespace = 'bip122' as const
  readonly projectId: string | undefined

  constructor(parameters: BitcoinAdapterParameters = {}) {
    this.projectId = parameters.projectId
  }

  toChainAdapter(parameters: ToChainAdapterParameters): ChainAdapter {
    return lazyBitcoinAdapter({ networks: parameters.networks, walletConnect: parameters.walletConnect })
  }
}
