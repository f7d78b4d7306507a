import type { AdapterContext } from '@portico/core'
import { discoverWallets } from '@portico/core/walletStandard'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet.ts'
import { getWalletStandardConnectorId, toWalletStandardConnector } from './toConnector.ts'

export type DiscoverWalletStandardConnectorsParameters = Pick<AdapterContext, 'emit'> & {
  /** Called with every Solana wallet and its connector id whenever the list changes. */
  onWallets?: ((wallets: ReadonlyMap<string, Wallet>) => void) | undefined
}

export type DiscoverWalletStandardConnectorsReturnType = () => void

/**
 * Reports the wallet-standard wallets installed in the browser that serve Solana (see `isSolanaWallet`)
 * as ANNOUNCED connectors, without loading the adapter: pass it to `lazyAdapter` as `discover` and the
 * Connect view lists them on a cold click while the adapter is still loading. A wallet that also
 * announces itself over EIP-6963 gets that rdns as id, so it is one entry serving both namespaces.
 * Returns the function that stops listening.
 *
 * @example
 * import { lazyAdapter } from '@portico/core'
 * import { discoverWalletStandardConnectors } from '@portico/solana/discovery'
 *
 * const solana = lazyAdapter({
 *   namespace: 'solana',
 *   networks,
 *   discover: discoverWalletStandardConnectors,
 *   load: async () => (await import('@portico/solana')).createSolanaAdapter({ networks }),
 * })
 */
export function discoverWalletStandardConnectors(
  parameters: DiscoverWalletStandardConnectorsParameters,
): DiscoverWalletStandardConnectorsReturnType {
  return discoverWallets<Wallet, Wallet>({
    ...parameters,
    registry: getWallets,
    collect: (registered, announcedRdns) =>
      new Map(
        registered
          .filter(isSolanaWallet)
          .map((wallet) => [getWalletStandardConnectorId(wallet.name, announcedRdns), wallet]),
      ),
    toConnector: toWalletStandardConnector,
  })
}
