import type { ChainNamespace } from '../caip/namespaces.ts'

/** Account kinds (docs/rules/entities.md Account types; payment, ordinal and stx for Bitcoin and Stacks). */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx'

/** Default account type per namespace (docs/rules/entities.md). */
export const DEFAULT_ACCOUNT_TYPES: Readonly<Partial<Record<ChainNamespace, AccountType>>> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}
