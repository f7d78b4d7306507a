import type { DirectoryWallet } from '../contract/wallets.ts'

/**
 * A wallet from the wallet directory (docs/rules/entities.md Wallet; served by GET /getWallets). Only the
 * id and name are sure: the client also makes wallets of the installed connectors, the dapp's own
 * wallets and the stored recent ones, which carry some of the directory's fields.
 */
export type Wallet = Pick<DirectoryWallet, 'id' | 'name'> &
  Partial<Omit<DirectoryWallet, 'id' | 'name'>> & {
    /** Derived in the client: the wallet is present in this browser. */
    installed?: boolean | undefined
    /** Derived in the client: position in the merged list. */
    display_index?: number | undefined
  }

/** A page of the wallet directory (docs/rules/api.md GET /getWallets). */
export type WalletPage = { data: Wallet[]; count: number }
