import type { Connection } from '@portico/core'
import type { BitcoinAccount, BitcoinWalletClient } from '../wallets/types.ts'

/** Where the adapter keeps the network of its connections across reloads (wallet-standard has none). */
export const NETWORK_STORAGE_KEY = 'portico:bitcoin:network'

/** A live connection: the wallet, the accounts it exposes (payment first) and the chain they are on. */
export type BitcoinConnection = {
  connectorId: string
  client: BitcoinWalletClient
  accounts: readonly BitcoinAccount[]
  /** The CAIP-2 reference of the network the accounts are on. */
  chainId: string
}

/** A Bitcoin connection as core sees it: its payment and ordinals accounts, and the peer behind WalletConnect. */
export function toConnection(connection: BitcoinConnection): Connection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map((account) => ({ ...account })),
    chainId: connection.chainId,
    ...(connection.client.wallet ? { wallet: connection.client.wallet } : {}),
  }
}
