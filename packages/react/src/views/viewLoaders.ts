import { viewModule } from './lazyView.tsx'

/**
 * The chunk of every lazy view. This table (with the list of files each chunk needs, which the bundler
 * adds to every import here) is a chunk of its own, loaded with the first lazy view after the modal
 * opens, not with the modal chunk before the first click.
 */
export const VIEW_MODULES = {
  Account: viewModule(() => import('./account.tsx')),
  AllWallets: viewModule(() => import('./allWallets.tsx')),
  ConnectingExternal: viewModule(() => import('./connectingExternal.tsx')),
  ConnectingWalletConnect: viewModule(() => import('./connectingWalletConnect.tsx')),
  WhatIsAWallet: viewModule(() => import('./whatIsAWallet.tsx')),
  Networks: viewModule(() => import('./networks.tsx')),
  SwitchNetwork: viewModule(() => import('./switchNetwork.tsx')),
  SwitchActiveChain: viewModule(() => import('./switchActiveChain.tsx')),
  WalletReceive: viewModule(() => import('./receive.tsx')),
  WalletSend: viewModule(() => import('./send/send.tsx')),
  WalletSendSelectToken: viewModule(() => import('./send/selectToken.tsx')),
  WalletSendPreview: viewModule(() => import('./send/preview.tsx')),
  Swap: viewModule(() => import('./swap/swap.tsx')),
  SwapSelectToken: viewModule(() => import('./swap/selectToken.tsx')),
  SwapPreview: viewModule(() => import('./swap/preview.tsx')),
  OnRampProviders: viewModule(() => import('./onramp/buy.tsx')),
  OnRampTokenSelect: viewModule(() => import('./onramp/tokenSelect.tsx')),
  EmailLogin: viewModule(() => import('./emailLogin.tsx')),
  ConnectingSocial: viewModule(() => import('./connectingSocial.tsx')),
  ConnectingFarcaster: viewModule(() => import('./connectingFarcaster.tsx')),
  UpdateEmailWallet: viewModule(() => import('./updateEmailWallet.tsx')),
  SIWXSignMessage: viewModule(() => import('./siwxSignMessage.tsx')),
  DataCapture: viewModule(() => import('./dataCapture.tsx')),
  ProfileWallets: viewModule(() => import('./profileWallets.tsx')),
  RegisterAccountName: viewModule(() => import('./registerAccountName.tsx')),
  RegisterAccountNameSuccess: viewModule(() => import('./registerAccountNameSuccess.tsx')),
  SmartSessionList: viewModule(() => import('./smartSessions.tsx')),
}
