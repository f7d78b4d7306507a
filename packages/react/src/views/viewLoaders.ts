import type { ComponentType } from 'react'
import { type LazyModule, viewModule } from './lazyView.tsx'

/** What a lazy view's component is given: only the network list takes a prop (the unsupported-chain screen). */
export type LazyViewProps = { unsupported?: boolean | undefined }

/**
 * The component of every lazy view, each its own chunk. This table (with the list of files each chunk
 * needs, which the bundler adds to every import here) is a chunk of its own, loaded with the first lazy
 * view after the modal opens, not with the modal chunk before the first click.
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
  Networks: viewModule(() => import('./networks.tsx').then((module) => module.NetworksView)),
  SwitchNetwork: viewModule(() => import('./switchNetwork.tsx').then((module) => module.SwitchNetworkView)),
  SwitchActiveChain: viewModule(() =>
    import('./switchActiveChain.tsx').then((module) => module.SwitchActiveChainView),
  ),
  WalletReceive: viewModule(() => import('./receive.tsx').then((module) => module.ReceiveView)),
  WalletSend: viewModule(() => import('./send/send.tsx').then((module) => module.SendView)),
  WalletSendSelectToken: viewModule(() =>
    import('./send/selectToken.tsx').then((module) => module.SelectTokenView),
  ),
  WalletSendPreview: viewModule(() => import('./send/preview.tsx').then((module) => module.SendPreviewView)),
  Swap: viewModule(() => import('./swap/swap.tsx').then((module) => module.SwapView)),
  SwapSelectToken: viewModule(() =>
    import('./swap/selectToken.tsx').then((module) => module.SwapSelectTokenView),
  ),
  SwapPreview: viewModule(() => import('./swap/preview.tsx').then((module) => module.SwapPreviewView)),
  OnRampProviders: viewModule(() => import('./onramp/buy.tsx').then((module) => module.BuyView)),
  OnRampTokenSelect: viewModule(() =>
    import('./onramp/tokenSelect.tsx').then((module) => module.OnRampTokenSelectView),
  ),
  EmailLogin: viewModule(() => import('./emailLogin.tsx').then((module) => module.EmailLoginView)),
  ConnectingSocial: viewModule(() =>
    import('./connectingSocial.tsx').then((module) => module.ConnectingSocialView),
  ),
  ConnectingFarcaster: viewModule(() =>
    import('./connectingFarcaster.tsx').then((module) => module.ConnectingFarcasterView),
  ),
  UpdateEmailWallet: viewModule(() =>
    import('./updateEmailWallet.tsx').then((module) => module.UpdateEmailWalletView),
  ),
  SIWXSignMessage: viewModule(() =>
    import('./siwxSignMessage.tsx').then((module) => module.SiwxSignMessageView),
  ),
  DataCapture: viewModule(() => import('./dataCapture.tsx').then((module) => module.DataCaptureView)),
  ProfileWallets: viewModule(() =>
    import('./profileWallets.tsx').then((module) => module.ProfileWalletsView),
  ),
  RegisterAccountName: viewModule(() =>
    import('./registerAccountName.tsx').then((module) => module.RegisterAccountNameView),
  ),
  RegisterAccountNameSuccess: viewModule(() =>
    import('./registerAccountNameSuccess.tsx').then((module) => module.RegisterAccountNameSuccessView),
  ),
  SmartSessionList: viewModule(() =>
    import('./smartSessions.tsx').then((module) => module.SmartSessionListView),
  ),
} satisfies Record<string, LazyModule<ComponentType<LazyViewProps>>>
