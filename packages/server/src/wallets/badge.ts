import type { BadgeType } from './wallet.ts'
import type { WalletRecord } from './walletRecord.ts'

/** Wallets ranked this high or higher can be certified. */
export const CERTIFIED_MAX_RANK = 100

/**
 * Badge rule: a wallet is 'certified' when it is among the top 100 of the WalletConnect explorer's
 * popularity order and has a WalletConnect registry listing id; every other wallet is 'none'.
 */
export function badgeOf(record: WalletRecord): BadgeType {
  return record.walletconnectId !== null && record.rank !== null && record.rank <= CERTIFIED_MAX_RANK
    ? 'certified'
    : 'none'
}
