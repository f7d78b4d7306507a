import type { ComponentType } from 'react'
import { type LazyModule, viewModule } from './lazyView.tsx'

/** What a lazy view's component is given: only the network list takes a prop (the unsupported-chain screen). */
export type LazyViewProps = { unsupported?: boolean | undefined }

// A flow's views share one chunk: the steps after the first are there when the visitor goes on.
const sendViews = () => import('./send/sendViews.ts')
const swapViews = () => import('./swap/swapViews.ts')
const buyViews = () => import('./onramp/buyViews.ts')
const authViews = () => import('./authViews.ts')
const signInViews = () => import('./signInViews.ts')
const registerAccountNameViews = () => import('./registerAccountNameViews.ts')
const networksViews = () => import('./networksViews.ts')

/**
 * The component of every lazy view, each its own chunk or its flow's. This table (with the list of files
 * each chunk needs, which the bundler adds to every import here) is a chunk of its own, loaded with the
 * first lazy view after the modal opens, not with the modal chunk before the first click.
 */
export const VIEW_MODULES = {
  Account: viewModule(() => import('./account.tsx').then((module) => module.AccountView)),
  AllWallets: viewModule(() => import('./allWallets.tsx').then((module) => module.AllWalletsView)),
  ConnectingExternal: viewModule(() =>
    import('./connectingExternal.tsx').then((module) => module.ConnectingExternalView),
  ),
  ConnectingWalletConnect: viewModule(() =>
    import('./connectingWalletConnect.tsx').then((module) => module.ConnectingWalletConnectView),
  ),
  WhatIsAWallet: viewModule(() => import('./whatIsAWallet.tsx').then((module) => module.WhatIsAWalletView)),
  Networks: viewModule(() => networksViews().then((module) => module.NetworksView)),
  SwitchNetwork: viewModule(() => networksViews().then((module) => module.SwitchNetworkView)),
  SwitchActiveChain: viewModule(() => networksViews().then((module) => module.SwitchActiveChainView)),
  WalletReceive: viewModule(() => import('./receive.tsx').then((module) => module.ReceiveView)),
  WalletSend: viewModule(() => sendViews().then((module) => module.SendView)),
  WalletSendSelectToken: viewModule(() => sendViews().then((module) => module.SelectTokenView)),
  WalletSendPreview: viewModule(() => sendViews().then((module) => module.SendPreviewView)),
  Swap: viewModule(() => swapViews().then((module) => module.SwapView)),
  SwapSelectToken: viewModule(() => swapViews().then((module) => module.SwapSelectTokenView)),
  SwapPreview: viewModule(() => swapViews().then((module) => module.SwapPreviewView)),
  OnRampProviders: viewModule(() => buyViews().then((module) => module.BuyView)),
  OnRampTokenSelect: viewModule(() => buyViews().then((module) => module.OnRampTokenSelectView)),
  EmailLogin: viewModule(() => authViews().then((module) => module.EmailLoginView)),
  ConnectingSocial: viewModule(() => authViews().then((module) => module.ConnectingSocialView)),
  ConnectingFarcaster: viewModule(() => authViews().then((module) => module.ConnectingFarcasterView)),
  UpdateEmailWallet: viewModule(() => authViews().then((module) => module.UpdateEmailWalletView)),
  SIWXSignMessage: viewModule(() => signInViews().then((module) => module.SiwxSignMessageView)),
  DataCapture: viewModule(() => signInViews().then((module) => module.DataCaptureView)),
  ProfileWallets: viewModule(() =>
    import('./profileWallets.tsx').then((module) => module.ProfileWalletsView),
  ),
  RegisterAccountName: viewModule(() =>
    registerAccountNameViews().then((module) => module.RegisterAccountNameView),
  ),
  RegisterAccountNameSuccess: viewModule(() =>
    registerAccountNameViews().then((module) => module.RegisterAccountNameSuccessView),
  ),
  SmartSessionList: viewModule(() =>
    import('./smartSessions.tsx').then((module) => module.SmartSessionListView),
  ),
} satisfies Record<string, LazyModule<ComponentType<LazyViewProps>>>
