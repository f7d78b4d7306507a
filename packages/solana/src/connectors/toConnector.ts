import type { Connector } from '@portico/core'
import type { Wallet } from '@wallet-standard/base'

/**
 * Connector ids of wallets that are known to announce the same wallet over EIP-6963: a wallet-standard
 * wallet of that name gets the EIP-6963 rdns as its id, so core's connectors controller merges both
 * into one directory entry serving eip155 and solana. Wallets not listed here keep their name as id,
 * unless `discoverWalletStandardConnectors` sees an EIP-6963 announcement with the same name.
 */
export const WALLET_STANDARD_CONNECTOR_IDS: Readonly<Record<string, string>> = {
  Phantom: 'app.phantom',
  Solflare: 'com.solflare',
  Backpack: 'app.backpack',
  'Coinbase Wallet': 'com.coinbase.wallet',
  'Trust Wallet': 'com.trustwallet.app',
  OKX: 'com.okex.wallet',
  'OKX Wallet': 'com.okex.wallet',
  'Bitget Wallet': 'com.bitget.web3',
  'Portico Dev Wallet': 'dev.portico.wallet',
}

/**
 * The connector id of a wallet-standard wallet: the known rdns of its name, then the rdns of an
 * EIP-6963 wallet announced with the same name, then its name.
 *
 * @example
 * getWalletStandardConnectorId('Phantom') // 'app.phantom'
 */
export function getWalletStandardConnectorId(
  name: string,
  announcedRdns?: ReadonlyMap<string, string> | undefined,
): string {
  return WALLET_STANDARD_CONNECTOR_IDS[name] ?? announcedRdns?.get(name) ?? name
}

/** A wallet-standard wallet as an ANNOUNCED connector on solana (docs/rules/entities.md Connector). */
export function toWalletStandardConnector(wallet: Wallet, id: string): Connector {
  return {
    id,
    name: wallet.name,
    chain: 'solana',
    type: 'ANNOUNCED',
    installed: true,
    imageUrl: wallet.icon,
    ...(id.includes('.') ? { rdns: id } : {}),
  }
}

/** The embedded wallet's AUTH connector on solana; core merges it with the EVM adapter's into one. */
export function toSolanaAuthConnector(): Connector {
  return { id: 'ID_AUTH', name: 'Email', chain: 'solana', chains: ['solana'], type: 'AUTH' }
}
