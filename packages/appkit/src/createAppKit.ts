import {
  type CaipNetwork,
  type ChainNamespace,
  closeModal,
  disconnect,
  type Portico,
  switchNetwork,
  type ThemeMode,
} from '@portico/core'
import { createPorticoModal, type PorticoModal } from '@portico/html'
import { defineAppKitElements } from './elements.ts'
import { AppKitNetworkNotFoundError } from './errors.ts'
import { setActiveAppKit } from './instance.ts'
import { normalizeNetwork } from './networks/normalizeNetwork.ts'
import type { AppKitNetwork } from './networks/types.ts'
import { openAppKit } from './openAppKit.ts'
import { type CreateAppKitParameters, getAppKitAdapters, toPorticoOptions } from './options.ts'
import {
  type AppKitAccount,
  type AppKitEvent,
  type AppKitNetworkState,
  type AppKitState,
  type AppKitTheme,
  type AppKitWalletInfo,
  readAccount,
  readEvent,
  readNetwork,
  readState,
  readTheme,
  readWalletInfo,
} from './state.ts'
import { type AppKitThemeVariables, toThemeVariables } from './themeVariables.ts'
import type { AppKitView } from './views.ts'
import { warnUnsupported } from './warnUnsupported.ts'

export type AppKitOpenParameters = {
  view?: AppKitView | undefined
  /** AppKit's namespace filter of the Connect view; Portico's Connect lists every namespace. */
  namespace?: ChainNamespace | undefined
}

/** AppKit's modal object, each method one of Portico's actions. */
export type AppKit = {
  /** The Portico instance behind it, for `@portico/core`'s actions. */
  readonly portico: Portico
  open(parameters?: AppKitOpenParameters): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribeState(callback: (state: AppKitState) => void): () => void
  getThemeMode(): ThemeMode
  getThemeVariables(): AppKitThemeVariables
  setThemeMode(themeMode: ThemeMode): void
  setThemeVariables(themeVariables: AppKitThemeVariables): void
  subscribeTheme(callback: (theme: AppKitTheme) => void): () => void
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): string | undefined
  getIsConnectedState(): boolean
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getCaipNetwork(): CaipNetwork | undefined
  getCaipNetworkId(): string | undefined
  getChainId(): number | string | undefined
  getWalletInfo(): AppKitWalletInfo
  switchNetwork(network: AppKitNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** The connected wallet's own provider on a namespace (default: the active one). */
  getWalletProvider(namespace?: ChainNamespace): Promise<unknown>
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void
  subscribeNetwork(callback: (network: AppKitNetworkState) => void): () => void
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void
  subscribeWalletInfo(callback: (walletInfo: AppKitWalletInfo) => void): () => void
}

export type CreateAppKitReturnType = AppKit

/** Calls back with the reader's value whenever one of the stores changes it. */
function watch<value>(
  stores: readonly { subscribe(listener: () => void): () => void }[],
  read: () => value,
  callback: (value: value) => void,
): () => void {
  let last = read()
  const listener = () => {
    const next = read()
    if (next === last) return
    last = next
    callback(next)
  }
  const stops = stores.map((store) => store.subscribe(listener))
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * AppKit's `createAppKit` on Portico: the same options (plus `apiUrl`, your Portico server instead of
 * Reown's cloud) and the same modal object, the modal and `<appkit-*>` elements rendered by
 * `@portico/html`. One AppKit per page, as with AppKit: the hooks of `@portico/appkit/react` read it.
 *
 * @example
 * import { createAppKit } from '@portico/appkit'
 * import { WagmiAdapter } from '@portico/appkit/adapter-wagmi'
 * import { mainnet } from '@portico/appkit/networks'
 *
 * const networks = [mainnet]
 * const modal = createAppKit({
 *   apiUrl: 'https://portico.example.com',
 *   projectId: 'my-dapp',
 *   networks,
 *   adapters: [new WagmiAdapter({ networks })],
 * })
 * modal.open({ view: 'Networks' })
 */
export function createAppKit(parameters: CreateAppKitParameters): CreateAppKitReturnType {
  const options = toPorticoOptions(parameters)
  const modal: PorticoModal = createPorticoModal(options)
  const { portico } = modal
  if (typeof document !== 'undefined') defineAppKitElements()
  const find = (network: AppKitNetwork) => {
    const caipNetwork = normalizeNetwork(network)
    const known = portico.options.networks.find((each) => each.caipNetworkId === caipNetwork.caipNetworkId)
    if (!known) throw new AppKitNetworkNotFoundError(caipNetwork.caipNetworkId)
    return known
  }
  const stateStores = [portico.modal.store, portico.router.store, portico.networks.store]

  const appKit: AppKit = {
    portico,
    open: async (parameters) => openAppKit(portico, parameters),
    close: async () => closeModal(portico),
    getState: () => readState(portico),
    subscribeState: (callback) => watch(stateStores, () => readState(portico), callback),
    getThemeMode: () => readTheme(portico).themeMode,
    getThemeVariables: () => readTheme(portico).themeVariables,
    setThemeMode: (themeMode) => portico.setThemeMode(themeMode),
    setThemeVariables: (variables) => portico.setThemeVariables(toThemeVariables(variables)),
    subscribeTheme: (callback) => watch([portico.theme.store], () => readTheme(portico), callback),
    getAddress: (namespace) => readAccount(portico, namespace).address,
    getCaipAddress: (namespace) => readAccount(portico, namespace).caipAddress,
    getIsConnectedState: () => readAccount(portico).isConnected,
    getAccount: (namespace) => readAccount(portico, namespace),
    getCaipNetwork: () => readNetwork(portico).caipNetwork,
    getCaipNetworkId: () => readNetwork(portico).caipNetworkId,
    getChainId: () => readNetwork(portico).chainId,
    getWalletInfo: () => readWalletInfo(portico),
    switchNetwork: async (network) => {
      await switchNetwork(portico, { caipNetwork: find(network) })
    },
    disconnect: (namespace) => disconnect(portico, { namespace }),
    getWalletProvider: async (namespace) => {
      const wanted = namespace ?? readAccount(portico).allAccounts[0]?.namespace
      const adapter = getAppKitAdapters(parameters).find((each) => each.namespace === wanted)
      if (adapter?.getWalletProvider) return adapter.getWalletProvider()
      if (wanted) warnUnsupported(`getWalletProvider('${wanted}')`)
      return undefined
    },
    subscribeAccount: (callback, namespace) =>
      watch([portico.account.store], () => readAccount(portico, namespace), callback),
    subscribeNetwork: (callback) => watch([portico.networks.store], () => readNetwork(portico), callback),
    subscribeEvents: (callback) => watch([portico.events.store], () => readEvent(portico), callback),
    subscribeWalletInfo: (callback) =>
      watch([portico.account.store], () => readWalletInfo(portico), callback),
  }
  setActiveAppKit(appKit)
  return appKit
}
