import { type AdapterContext, type Connector, WALLET_CONNECT_CONNECTOR_ID } from '@portico/core'
import { WALLET_CONNECT_ICON } from '../walletConnect/icon.ts'
import {
  toAnnouncedConnector,
  toAuthConnector,
  toBrowserWalletConnector,
  toWalletConnectConnector,
} from './toConnector.ts'

export type DiscoverInjectedConnectorsParameters = Pick<AdapterContext, 'emit'> & {
  /** Also report the WalletConnect connector, for an adapter created with `walletConnect: true`. */
  walletConnect?: boolean | undefined
  /** Also report the embedded wallet's AUTH connector, for an adapter created with `auth`. */
  auth?: boolean | undefined
  /** Listen to EIP-6963 announcements (default true), as the adapter's `multiInjectedProviderDiscovery`. */
  announced?: boolean | undefined
}

export type DiscoverInjectedConnectorsReturnType = () => void

type AnnounceEvent = Event & { detail?: { info?: { rdns?: unknown; name?: unknown; icon?: unknown } } }

/**
 * Reports the wallets installed in the browser (EIP-6963 announcements and `window.ethereum`) as
 * connectors, without loading wagmi or viem: pass it to `lazyAdapter` as `discover` and the Connect
 * view lists installed wallets on a cold click while the adapter's own code is still on its way. The
 * adapter's list replaces this one when it loads. Returns the function that stops listening.
 *
 * @example
 * import { lazyAdapter } from '@portico/core'
 * import { discoverInjectedConnectors } from '@portico/evm/discovery'
 *
 * const evm = lazyAdapter({
 *   namespace: 'eip155',
 *   networks,
 *   discover: discoverInjectedConnectors,
 *   load: async () => (await import('@portico/evm')).createEvmAdapter({ networks }),
 * })
 */
export function discoverInjectedConnectors(
  parameters: DiscoverInjectedConnectorsParameters,
): DiscoverInjectedConnectorsReturnType {
  if (typeof window === 'undefined') return () => undefined
  const announced = new Map<string, Connector>()
  const walletConnect = parameters.walletConnect
    ? [
        toWalletConnectConnector({
          id: WALLET_CONNECT_CONNECTOR_ID,
          name: 'WalletConnect',
          icon: WALLET_CONNECT_ICON,
        }),
      ]
    : []
  const auth = parameters.auth ? [toAuthConnector()] : []
  const report = () =>
    parameters.emit('connectorsChanged', {
      connectors: [toBrowserWalletConnector(), ...walletConnect, ...auth, ...announced.values()],
    })
  const onAnnounce = (event: Event) => {
    const info = (event as AnnounceEvent).detail?.info
    if (typeof info?.rdns !== 'string' || typeof info.name !== 'string') return
    if (announced.has(info.rdns)) return
    const icon = typeof info.icon === 'string' ? info.icon : undefined
    announced.set(info.rdns, toAnnouncedConnector({ rdns: info.rdns, name: info.name, icon }))
    report()
  }
  report()
  if (parameters.announced === false) return () => undefined
  window.addEventListener('eip6963:announceProvider', onAnnounce)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('eip6963:announceProvider', onAnnounce)
}
