import type { CaipNetwork, Connection } from '@portico/core'
import { type ConnectionChange, watchWalletAccounts } from '@portico/core/walletStandard'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** Where the adapter keeps the network of its connections across reloads (wallet-standard has none). */
export const NETWORK_STORAGE_KEY = 'portico:solana:network'

/** A live connection: the wallet, the accounts it exposes for Solana and the network it is on. */
export type SolanaConnection = {
  connectorId: string
  wallet: Wallet
  accounts: readonly WalletAccount[]
  caipNetwork: CaipNetwork
}

/** The Solana accounts of a wallet's account list (an account may serve other chains only). */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter((account) => account.chains.some((chain) => chain.startsWith('solana:')))
}

/** A Solana connection as core sees it. */
export function toConnection(connection: SolanaConnection): Connection {
  return {
    connectorId: connection.connectorId,
    accounts: connection.accounts.map((account) => ({ address: account.address, type: 'eoa' })),
    chainId: connection.caipNetwork.id,
  }
}

/** Follows the wallet's `standard:events`: new Solana accounts, or none (the store disconnects it). */
export function watchAccounts(
  connection: SolanaConnection,
  onChange: (change: ConnectionChange<SolanaConnection>) => void,
): () => void {
  return watchWalletAccounts<WalletAccount>(connection.wallet, {
    onAccounts(all) {
      const accounts = solanaAccounts(all)
      onChange(() => (accounts.length === 0 ? undefined : { accounts }))
    },
  })
}
