import type { RouterData, View } from '@portico/core'
import type { ComponentType } from 'react'
import type { Translate } from '../hooks/useMessages.ts'
import { ConnectView } from './connect.tsx'
import { LazyComponent, type LazyModule, lazyModule } from './lazyView.tsx'
import { socialName } from './socialName.ts'
import type { LazyViewProps } from './viewLoaders.ts'

// Only Connect ships in the modal chunk, the view of a cold click (its chunk is fetched before the click,
// when the page is idle). Every other view is a chunk of its own, loaded on navigation or ahead of it by
// `preloadView`: the modal preloads ConnectingExternal, the screen after a wallet row, once it is open.
// The table of those chunks is itself a chunk (viewLoaders.ts), fetched with the first of them.
type LazyViewName = keyof typeof import('./viewLoaders.ts').VIEW_MODULES

const loaders = lazyModule(() => import('./viewLoaders.ts'))
const components = new Map<LazyViewName, LazyModule<ComponentType<LazyViewProps>>>()

function viewComponent(view: LazyViewName): LazyModule<ComponentType<LazyViewProps>> {
  let module = components.get(view)
  if (!module) {
    module = lazyModule(() => loaders.load().then((loaded) => loaded.VIEW_MODULES[view].load()))
    components.set(view, module)
  }
  return module
}

/** The view a name shows: UnsupportedChain is the network list's variant, the basic QR the full one's. */
function lazyViewName(view: Exclude<View, 'Connect' | UnbuiltView>): LazyViewName {
  if (view === 'UnsupportedChain') return 'Networks'
  if (view === 'ConnectingWalletConnectBasic') return 'ConnectingWalletConnect'
  return view
}

/** Starts loading a view's chunk, so that opening the modal on it shows the view, not a spinner. */
export function preloadView(view: View): Promise<unknown> {
  if (view === 'Connect' || isUnbuiltView(view)) return Promise.resolve()
  return viewComponent(lazyViewName(view)).load()
}

/**
 * Views core names whose screens this build does not ship. They render nothing: no title, no body,
 * nothing to click that would only fail. A view missing from this list and from the switches below is
 * a type error.
 */
export const UNBUILT_VIEWS = ['ApproveTransaction', 'Transactions'] as const satisfies readonly View[]

export type UnbuiltView = (typeof UNBUILT_VIEWS)[number]

export function isUnbuiltView(view: View): view is UnbuiltView {
  return (UNBUILT_VIEWS as readonly View[]).includes(view)
}

function unhandledView(view: never): never {
  throw new TypeError(`No screen for view ${String(view)}`)
}

/** The visible title of a view; the dialog's accessible name is the same text. */
export function viewTitle(view: View, data: RouterData | undefined, t: Translate): string {
  if (isUnbuiltView(view)) return ''
  switch (view) {
    case 'Connect':
      return t('connectWallet')
    case 'AllWallets':
      return t('allWallets')
    case 'Account':
      return t('account')
    case 'ConnectingExternal':
      return data?.connector?.name ?? data?.wallet?.name ?? t('connectWallet')
    case 'ConnectingWalletConnect':
      return data?.wallet?.name ?? data?.connector?.name ?? t('walletConnect')
    case 'ConnectingWalletConnectBasic':
      return data?.wallet?.name ?? t('connectWallet')
    case 'Networks':
      return t('selectNetwork')
    case 'SwitchNetwork':
      return data?.network?.name ?? t('switchNetwork')
    case 'SwitchActiveChain':
      return t('switchChain')
    case 'UnsupportedChain':
      return t('switchNetwork')
    case 'WalletReceive':
      return t('receiveTitle')
    case 'WalletSend':
      return t('sendTitle')
    case 'WalletSendSelectToken':
      return t('selectToken')
    case 'WalletSendPreview':
      return t('reviewSend')
    case 'Swap':
      return t('swapTitle')
    case 'SwapSelectToken':
      return t('selectToken')
    case 'SwapPreview':
      return t('swapPreviewTitle')
    case 'OnRampProviders':
      return t('buyTitle')
    case 'OnRampTokenSelect':
      return t('selectCurrency')
    case 'EmailLogin':
      return t('emailLogin')
    case 'ConnectingSocial':
      return data?.social ? socialName(data.social) : t('connectWallet')
    case 'ConnectingFarcaster':
      return socialName('farcaster')
    case 'UpdateEmailWallet':
      return t('updateEmail')
    case 'WhatIsAWallet':
      return t('whatIsAWallet')
    case 'SIWXSignMessage':
      return t('signInView')
    case 'DataCapture':
      return t('dataCaptureView')
    case 'ProfileWallets':
      return t('profileWalletsView')
    case 'RegisterAccountName':
      return t('registerNameView')
    case 'RegisterAccountNameSuccess':
      return t('registerNameSuccessView')
    case 'SmartSessionList':
      return t('smartSessionsView')
    default:
      return unhandledView(view)
  }
}

export function ViewBody({ view }: { view: View }) {
  if (isUnbuiltView(view)) return null
  if (view === 'Connect') return <ConnectView />
  return (
    <LazyComponent
      module={viewComponent(lazyViewName(view))}
      props={view === 'UnsupportedChain' ? { unsupported: true } : {}}
    />
  )
}
