import type { DirectoryWallet } from '@portico/core'

/** A wallet as `/getWallets` returns it (docs/rules/entities.md Wallet, api.md): core's contract. */
export type Wallet = DirectoryWallet

/** 'certified' marks well-known wallets (see badge.ts); 'none' is every other wallet. */
export type BadgeType = DirectoryWallet['badge_type']
