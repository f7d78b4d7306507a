/** The views docs/rules/screens.md names. */
export const SPEC_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnectBasic',
  'ConnectingWalletConnect',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UpdateEmailWallet',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'DataCapture',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const

/** Views docs/rules/screens.md implies for swap, send, receive, buy crypto, activity, networks and smart sessions. */
export const FEATURE_VIEWS = [
  'Networks',
  'WalletSend',
  'WalletSendSelectToken',
  'WalletSendPreview',
  'Swap',
  'SwapSelectToken',
  'SwapPreview',
  'WalletReceive',
  'OnRampProviders',
  'OnRampTokenSelect',
  'Transactions',
  'SmartSessionList',
  'WhatIsAWallet',
  'ConnectingSocial',
] as const

export const VIEWS = [...SPEC_VIEWS, ...FEATURE_VIEWS] as const

export type View = (typeof VIEWS)[number]

/** Views where closing is disabled while sign-in is required and no session exists (docs/rules/states.md Modal). */
export const SIGN_VIEWS: readonly View[] = ['SIWXSignMessage', 'ApproveTransaction']

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (VIEWS as readonly string[]).includes(value)
}
