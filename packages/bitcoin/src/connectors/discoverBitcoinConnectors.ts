import type { AdapterContext } from '@portico/core'
import { discoverWallets } from '@portico/core/walletStandard'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { getSatsConnectProviders } from './getSatsConnectProviders.ts'
import { isBitcoinWallet } from './isBitcoinWallet.ts'
import { getBitcoinConnectorId, toBitcoinConnector } from './toConnector.ts'
import type { BitcoinWalletHandle } from './types.ts'

export type DiscoverBitcoinConnectorsParameters = Pick<AdapterContext, 'emit'> & {
  /** Called with every Bitcoin wallet by connector id whenever the list changes. */
  onWallets?: ((wallets: ReadonlyMap<string, BitcoinWalletHandle>) => void) | undefined
}

export type DiscoverBitcoinConnectorsReturnType = () => void

/**
 * Reports the Bitcoin wallets installed in the browser as ANNOUNCED bip122 connectors, without loading
 * the adapter: wallet-standard wallets with Bitcoin features (see `isBitcoinWallet`) and sats-connect
 * providers listed in `window.btc_providers`. A wallet on both protocols is one connector (see
 * `getBitcoinConnectorId`). Pass it to `lazyAdapter` as `discover` and the Connect view lists the
 * wallets on a cold click. Returns the function that stops listening.
 *
 * @example
 * import { lazyAdapter } from '@portico/core'
 * import { discoverBitcoinConnectors } from '@portico/bitcoin/discovery'
 *
 * const bitcoin = lazyAdapter({
 *   namespace: 'bip122',
 *   networks,
 *   discover: discoverBitcoinConnectors,
 *   load: async () => (await import('@portico/bitcoin')).createBitcoinAdapter({ networks }),
 * })
 */
export function discoverBitcoinConnectors(
  parameters: DiscoverBitcoinConnectorsParameters,
): DiscoverBitcoinConnectorsReturnType {
  return discoverWallets<Wallet, BitcoinWalletHandle>({
    ...parameters,
    registry: getWallets,
    collect(registered, announcedRdns) {
      const wallets = new Map<string, BitcoinWalletHandle>()
      for (const { info, provider } of getSatsConnectProviders()) {
        const connectorId = getBitcoinConnectorId({ name: info.name, satsConnectId: info.id }, announcedRdns)
        if (!wallets.has(connectorId))
          wallets.set(connectorId, {
            connectorId,
            name: info.name,
            icon: info.icon,
            satsConnect: { info, provider },
          })
      }
      for (const wallet of registered) {
        if (!isBitcoinWallet(wallet)) continue
        const connectorId = getBitcoinConnectorId({ name: wallet.name }, announcedRdns)
        const known = wallets.get(connectorId)
        wallets.set(
          connectorId,
          known?.standard
            ? known
            : { connectorId, name: wallet.name, icon: wallet.icon, ...known, standard: wallet },
        )
      }
      return wallets
    },
    toConnector: toBitcoinConnector,
    // sats-connect wallets have no announcement event: `window.btc_providers` is read again whenever
    // another wallet shows up and once the page has loaded (extensions inject before that).
    watch(report) {
      if (typeof document === 'undefined' || document.readyState === 'complete') return () => undefined
      window.addEventListener('load', report, { once: true })
      return () => window.removeEventListener('load', report)
    },
  })
}
