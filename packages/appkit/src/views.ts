import { isView, type View } from '@portico/core'
import { warnUnsupported } from './warnUnsupported.ts'

/** The views AppKit's `open({ view })` documents. */
export type AppKitView =
  | 'Account'
  | 'Connect'
  | 'AllWallets'
  | 'Networks'
  | 'WhatIsANetwork'
  | 'WhatIsAWallet'
  | 'OnRampProviders'
  | 'Swap'
  | 'WalletSend'
  | 'WalletReceive'
  | 'Transactions'
  | 'ConnectingWalletConnectBasic'
  | 'ApproveTransaction'
  | (string & {})

/** AppKit views Portico shows under another name. */
const RENAMED: Record<string, View> = { WhatIsANetwork: 'Networks' }

/**
 * Portico's view for an AppKit view name: the same name where Portico has the view, Networks for
 * WhatIsANetwork (Portico explains networks in the network list), and the default start view, with
 * one warning, for names Portico does not have.
 */
export function toView(view: AppKitView | undefined): View | undefined {
  if (view === undefined) return undefined
  if (isView(view)) return view
  const renamed = RENAMED[view]
  if (renamed) return renamed
  warnUnsupported(`open({ view: '${view}' })`)
  return undefined
}
