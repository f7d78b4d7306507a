import type { RouterData, View } from '@portico/core'
import type { Translate } from '../hooks/useMessages.ts'
import { socialName } from './socialName.ts'
import type { LazyViewProps, VIEW_CHUNKS } from './viewLoaders.ts'

type Chunks = typeof VIEW_CHUNKS

/** A lazy view: the chunk it is in and its export there (checked against the chunk's module). */
type ViewLoad = {
  [chunk in keyof Chunks]: readonly [chunk, keyof Awaited<ReturnType<Chunks[chunk]>> & string]
}[keyof Chunks]

export type ViewEntry = {
  /**
   * Where the view's component is: 'modal' for Connect, in the modal chunk (the view of a cold click);
   * a chunk and its export for a lazy view; null for a view core names whose screen this build does not
   * ship (it renders nothing: no title, no body, nothing to click that would only fail).
   */
  load: 'modal' | ViewLoad | null
  /** What the component is given. */
  props?: LazyViewProps | undefined
  /** The visible title; the dialog's accessible name is the same text. */
  title: (data: RouterData | undefined, t: Translate) => string
  /** The view's height in px where it is fixed, held by its placeholder while its chunk loads. */
  placeholderHeight?: number | undefined
}

const untitled = () => ''

/** All Wallets' height: its 60 px search row and its 364 px grid. */
const ALL_WALLETS_HEIGHT = 424

/**
 * Every view of core's `View`, in one place: where its component is and its title. A view core adds is
 * a type error here until it has its entry.
 */
export const VIEW_TABLE = {
  Connect: { load: 'modal', title: (_, t) => t('connectWallet') },
  AllWallets: {
    load: ['allWallets', 'AllWalletsView'],
    title: (_, t) => t('allWallets'),
    placeholderHeight: ALL_WALLETS_HEIGHT,
  },
  Account: { load: ['account', 'AccountView'], title: (_, t) => t('account') },
  ConnectingExternal: {
    load: ['connectingExternal', 'ConnectingExternalView'],
    title: (data, t) => data?.connector?.name ?? data?.wallet?.name ?? t('connectWallet'),
  },
  ConnectingWalletConnect: {
    load: ['connectingWalletConnect', 'ConnectingWalletConnectView'],
    title: (data, t) => data?.wallet?.name ?? data?.connector?.name ?? t('walletConnect'),
  },
  // The basic QR is the full one's screen.
  ConnectingWalletConnectBasic: {
    load: ['connectingWalletConnect', 'ConnectingWalletConnectView'],
    title: (data, t) => data?.wallet?.name ?? t('connectWallet'),
  },
  Networks: { load: ['networks', 'NetworksView'], title: (_, t) => t('selectNetwork') },
  SwitchNetwork: {
    load: ['networks', 'SwitchNetworkView'],
    title: (data, t) => data?.network?.name ?? t('switchNetwork'),
  },
  SwitchActiveChain: { load: ['networks', 'SwitchActiveChainView'], title: (_, t) => t('switchChain') },
  // UnsupportedChain is the network list's variant.
  UnsupportedChain: {
    load: ['networks', 'NetworksView'],
    props: { unsupported: true },
    title: (_, t) => t('switchNetwork'),
  },
  WalletReceive: { load: ['receive', 'ReceiveView'], title: (_, t) => t('receiveTitle') },
  WalletSend: { load: ['send', 'SendView'], title: (_, t) => t('sendTitle') },
  WalletSendSelectToken: { load: ['send', 'SelectTokenView'], title: (_, t) => t('selectToken') },
  WalletSendPreview: { load: ['send', 'SendPreviewView'], title: (_, t) => t('reviewSend') },
  Swap: { load: ['swap', 'SwapView'], title: (_, t) => t('swapTitle') },
  SwapSelectToken: { load: ['swap', 'SwapSelectTokenView'], title: (_, t) => t('selectToken') },
  SwapPreview: { load: ['swap', 'SwapPreviewView'], title: (_, t) => t('swapPreviewTitle') },
  OnRampProviders: { load: ['buy', 'BuyView'], title: (_, t) => t('buyTitle') },
  OnRampTokenSelect: { load: ['buy', 'OnRampTokenSelectView'], title: (_, t) => t('selectCurrency') },
  EmailLogin: { load: ['auth', 'EmailLoginView'], title: (_, t) => t('emailLogin') },
  ConnectingSocial: {
    load: ['auth', 'ConnectingSocialView'],
    title: (data, t) => (data?.social ? socialName(data.social) : t('connectWallet')),
  },
  ConnectingFarcaster: { load: ['auth', 'ConnectingFarcasterView'], title: () => socialName('farcaster') },
  UpdateEmailWallet: { load: ['auth', 'UpdateEmailWalletView'], title: (_, t) => t('updateEmail') },
  WhatIsAWallet: { load: ['whatIsAWallet', 'WhatIsAWalletView'], title: (_, t) => t('whatIsAWallet') },
  SIWXSignMessage: { load: ['signIn', 'SiwxSignMessageView'], title: (_, t) => t('signInView') },
  DataCapture: { load: ['signIn', 'DataCaptureView'], title: (_, t) => t('dataCaptureView') },
  ProfileWallets: {
    load: ['profileWallets', 'ProfileWalletsView'],
    title: (_, t) => t('profileWalletsView'),
  },
  RegisterAccountName: {
    load: ['registerAccountName', 'RegisterAccountNameView'],
    title: (_, t) => t('registerNameView'),
  },
  RegisterAccountNameSuccess: {
    load: ['registerAccountName', 'RegisterAccountNameSuccessView'],
    title: (_, t) => t('registerNameSuccessView'),
  },
  SmartSessionList: {
    load: ['smartSessions', 'SmartSessionListView'],
    title: (_, t) => t('smartSessionsView'),
  },
  ApproveTransaction: { load: null, title: untitled },
  Transactions: { load: null, title: untitled },
} as const satisfies Record<View, ViewEntry>
