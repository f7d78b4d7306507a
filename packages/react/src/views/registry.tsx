import type { RouterData, View } from '@portico/core'
import { lazy, Suspense } from 'react'
import type { Translate } from '../hooks/useMessages.ts'
import { AccountView } from './account.tsx'
import { AllWalletsView } from './allWallets.tsx'
import { ConnectView } from './connect.tsx'
import { ConnectingExternalView } from './connectingExternal.tsx'
import { WhatIsAWalletView } from './whatIsAWallet.tsx'

// Feature views are lazy chunks, loaded on first navigation (DESIGN §2).
const NetworksView = lazy(() => import('./networks.tsx').then((module) => ({ default: module.NetworksView })))
const SwitchNetworkView = lazy(() =>
  import('./switchNetwork.tsx').then((module) => ({ default: module.SwitchNetworkView })),
)
const SwitchActiveChainView = lazy(() =>
  import('./switchActiveChain.tsx').then((module) => ({ default: module.SwitchActiveChainView })),
)
const ReceiveView = lazy(() => import('./receive.tsx').then((module) => ({ default: module.ReceiveView })))
const SendView = lazy(() => import('./send/send.tsx').then((module) => ({ default: module.SendView })))
const SelectTokenView = lazy(() =>
  import('./send/selectToken.tsx').then((module) => ({ default: module.SelectTokenView })),
)
const SendPreviewView = lazy(() =>
  import('./send/preview.tsx').then((module) => ({ default: module.SendPreviewView })),
)
const ConnectingWalletConnectView = lazy(() =>
  import('./connectingWalletConnect.tsx').then((module) => ({ default: module.ConnectingWalletConnectView })),
)
const EmailLoginView = lazy(() =>
  import('./emailLogin.tsx').then((module) => ({ default: module.EmailLoginView })),
)

/**
 * Views core names whose screens this build does not ship. They render nothing: no title, no body,
 * nothing to click that would only fail. A view missing from this list and from the switches below is
 * a type error.
 */
export const UNBUILT_VIEWS = [
  'ConnectingFarcaster',
  'ProfileWallets',
  'UpdateEmailWallet',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'SwapPreview',
  'OnRampProviders',
  'OnRampTokenSelect',
  'Transactions',
  'SmartSessionList',
] as const satisfies readonly View[]

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
    case 'EmailLogin':
      return t('emailLogin')
    case 'WhatIsAWallet':
      return t('whatIsAWallet')
    default:
      return unhandledView(view)
  }
}

function Loading() {
  return (
    <div className="grid-loader">
      <span className="spinner" />
    </div>
  )
}

function Body({ view }: { view: View }) {
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
    case 'EmailLogin':
      return <EmailLoginView />
    case 'WhatIsAWallet':
      return <WhatIsAWalletView />
    default:
      return unhandledView(view)
  }
}

export function ViewBody({ view }: { view: View }) {
  return (
    <Suspense fallback={<Loading />}>
      <Body view={view} />
    </Suspense>
  )
}
