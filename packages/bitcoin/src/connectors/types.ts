import type { Wallet } from '@wallet-standard/base'
import type { SatsConnectProvider, SatsConnectProviderInfo } from '../wallets/satsConnect/types.ts'

/**
 * An installed Bitcoin wallet behind one connector: its wallet-standard registration, its sats-connect
 * provider, or both (one wallet on both protocols is one connector).
 */
export type BitcoinWalletHandle = {
  connectorId: string
  name: string
  icon: string | undefined
  standard?: Wallet | undefined
  satsConnect?: { info: SatsConnectProviderInfo; provider: SatsConnectProvider } | undefined
}
