import type { CaipNetwork, ChainAdapter, ChainNamespace } from '@portico/core'

export type ToChainAdapterParameters = {
  /** `createAppKit`'s networks of the adapter's namespace. */
  networks: readonly CaipNetwork[]
  /** `enableWalletConnect`: the namespace joins the instance's WalletConnect session. */
  walletConnect: boolean
  /** `enableEIP6963`: wallets that announce themselves are listed. */
  eip6963: boolean
}

/** What `createAppKit`'s `adapters` takes: an AppKit adapter, turned into Portico's chain adapter. */
export type AppKitAdapter = {
  readonly namespace: ChainNamespace
  /** Portico's chain adapter for this namespace, made once by `createAppKit`. */
  toChainAdapter(parameters: ToChainAdapterParameters): ChainAdapter
  /** The connected wallet's own provider (EIP-1193 for eip155), for `useAppKitProvider`. */
  getWalletProvider?(): Promise<unknown>
}
