import type { RouterData, View } from '@portico/core'
import type { Translate } from '../hooks/useMessages.ts'
import { ConnectView } from './connect.tsx'
import { type LazyModule, lazyModule, lazyView } from './lazyView.tsx'

// Only Connect ships in the modal chunk, the view of a cold click (its chunk is fetched before the click,
// when the page is idle). Every other view is a chunk of its own, loaded on navigation or ahead of it by
// `preloadView`: the modal preloads ConnectingExternal, the screen after a wallet row, once it is open.
// The table of those chunks is itself a chunk (viewLoaders.ts), fetched with the first of them.
type ViewModules = typeof import('./viewLoaders.ts').VIEW_MODULES
type Loaded<module> = module extends LazyModule<infer loaded> ? loaded : never

const loaders = lazyModule(() => import('./viewLoaders.ts'))

function deferred<view extends keyof ViewModules>(view: view): LazyModule<Loaded<ViewModules[view]>> {
  // TypeScript does not narrow the table's union of modules by the key: the entry under `view` is this one.
  return lazyModule(() =>
    loaders
      .load()
      .then((module) => (module.VIEW_MODULES[view] as LazyModule<Loaded<ViewModules[view]>>).load()),
  )
}

const MODULES = {
  Account: deferred('Account'),
  AllWallets: deferred('AllWallets'),
  ConnectingExternal: deferred('ConnectingExternal'),
  ConnectingWalletConnect: deferred('ConnectingWalletConnect'),
  WhatIsAWallet: deferred('WhatIsAWallet'),
  Networks: deferred('Networks'),
  SwitchNetwork: deferred('SwitchNetwork'),
  SwitchActiveChain: deferred('SwitchActiveChain'),
  WalletReceive: deferred('WalletReceive'),
  WalletSend: deferred('WalletSend'),
  WalletSendSelectToken: deferred('WalletSendSelectToken'),
  WalletSendPreview: deferred('WalletSendPreview'),
  Swap: deferred('Swap'),
  SwapSelectToken: deferred('SwapSelectToken'),
  SwapPreview: deferred('SwapPreview'),
  OnRampProviders: deferred('OnRampProviders'),
  OnRampTokenSelect: deferred('OnRampTokenSelect'),
  EmailLogin: deferred('EmailLogin'),
  ConnectingSocial: deferred('ConnectingSocial'),
  ConnectingFarcaster: deferred('ConnectingFarcaster'),
  UpdateEmailWallet: deferred('UpdateEmailWallet'),
  SIWXSignMessage: deferred('SIWXSignMessage'),
  DataCapture: deferred('DataCapture'),
  ProfileWallets: deferred('ProfileWallets'),
  RegisterAccountName: deferred('RegisterAccountName'),
  RegisterAccountNameSuccess: deferred('RegisterAccountNameSuccess'),
  SmartSessionList: deferred('SmartSessionList'),
} satisfies Partial<Record<View, LazyModule<unknown>>>

const AccountView = lazyView(MODULES.Account, (module) => module.AccountView)
const AllWalletsView = lazyView(MODULES.AllWallets, (module) => module.AllWalletsView)
const ConnectingExternalView = lazyView(MODULES.ConnectingExternal, (module) => module.ConnectingExternalView)
const ConnectingWalletConnectView = lazyView(
  MODULES.ConnectingWalletConnect,
  (module) => module.ConnectingWalletConnectView,
)
const WhatIsAWalletView = lazyView(MODULES.WhatIsAWallet, (module) => module.WhatIsAWalletView)
const NetworksView = lazyView(MODULES.Networks, (module) => module.NetworksView)
const SwitchNetworkView = lazyView(MODULES.SwitchNetwork, (module) => module.SwitchNetworkView)
const SwitchActiveChainView = lazyView(MODULES.SwitchActiveChain, (module) => module.SwitchActiveChainView)
const ReceiveView = lazyView(MODULES.WalletReceive, (module) => module.ReceiveView)
const SendView = lazyView(MODULES.WalletSend, (module) => module.SendView)
const SelectTokenView = lazyView(MODULES.WalletSendSelectToken, (module) => module.SelectTokenView)
const SendPreviewView = lazyView(MODULES.WalletSendPreview, (module) => module.SendPreviewView)
const SwapView = lazyView(MODULES.Swap, (module) => module.SwapView)
const SwapSelectTokenView = lazyView(MODULES.SwapSelectToken, (module) => module.SwapSelectTokenView)
const SwapPreviewView = lazyView(MODULES.SwapPreview, (module) => module.SwapPreviewView)
const BuyView = lazyView(MODULES.OnRampProviders, (module) => module.BuyView)
const OnRampTokenSelectView = lazyView(MODULES.OnRampTokenSelect, (module) => module.OnRampTokenSelectView)
const EmailLoginView = lazyView(MODULES.EmailLogin, (module) => module.EmailLoginView)
const ConnectingSocialView = lazyView(MODULES.ConnectingSocial, (module) => module.ConnectingSocialView)
const ConnectingFarcasterView = lazyView(
  MODULES.ConnectingFarcaster,
  (module) => module.ConnectingFarcasterView,
)
const UpdateEmailWalletView = lazyView(MODULES.UpdateEmailWallet, (module) => module.UpdateEmailWalletView)
const SiwxSignMessageView = lazyView(MODULES.SIWXSignMessage, (module) => module.SiwxSignMessageView)
const DataCaptureView = lazyView(MODULES.DataCapture, (module) => module.DataCaptureView)
const ProfileWalletsView = lazyView(MODULES.ProfileWallets, (module) => module.ProfileWalletsView)
const RegisterAccountNameView = lazyView(
  MODULES.RegisterAccountName,
  (module) => module.RegisterAccountNameView,
)
const RegisterAccountNameSuccessView = lazyView(
  MODULES.RegisterAccountNameSuccess,
  (module) => module.RegisterAccountNameSuccessView,
)
const SmartSessionListView = lazyView(MODULES.SmartSessionList, (module) => module.SmartSessionListView)

/** Starts loading a view's chunk, so that opening the modal on it shows the view, not a spinner. */
export function preloadView(view: View): Promise<unknown> {
  const module = view === 'UnsupportedChain' ? MODULES.Networks : MODULES[view as keyof typeof MODULES]
  return module ? module.load() : Promise.resolve()
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

/** A social provider's name as shown: 'google' → 'Google'. */
export function socialName(social: string): string {
  if (social === 'x') return 'X'
  if (social === 'github') return 'GitHub'
  return social.charAt(0).toUpperCase() + social.slice(1)
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
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'Account':
      return <AccountView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectView />
    case 'Networks':
      return <NetworksView />
    case 'SwitchNetwork':
      return <SwitchNetworkView />
    case 'SwitchActiveChain':
      return <SwitchActiveChainView />
    case 'UnsupportedChain':
      return <NetworksView unsupported />
    case 'WalletReceive':
      return <ReceiveView />
    case 'WalletSend':
      return <SendView />
    case 'WalletSendSelectToken':
      return <SelectTokenView />
    case 'WalletSendPreview':
      return <SendPreviewView />
    case 'Swap':
      return <SwapView />
    case 'SwapSelectToken':
      return <SwapSelectTokenView />
    case 'SwapPreview':
      return <SwapPreviewView />
    case 'OnRampProviders':
      return <BuyView />
    case 'OnRampTokenSelect':
      return <OnRampTokenSelectView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'ConnectingSocial':
      return <ConnectingSocialView />
    case 'ConnectingFarcaster':
      return <ConnectingFarcasterView />
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />
    case 'WhatIsAWallet':
      return <WhatIsAWalletView />
    case 'SIWXSignMessage':
      return <SiwxSignMessageView />
    case 'DataCapture':
      return <DataCaptureView />
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'RegisterAccountName':
      return <RegisterAccountNameView />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView />
    case 'SmartSessionList':
      return <SmartSessionListView />
    default:
      return unhandledView(view)
  }
}
