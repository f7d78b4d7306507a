import type { Connector } from '@portico/core'
import type { BitcoinWalletHandle } from './types.ts'

/**
 * Connector ids of Bitcoin wallets by name: the wallet's id in the directory (`wallets.json`), an rdns
 * where it has one, so core's connectors controller merges a wallet that also announces itself over
 * EIP-6963 or wallet-standard Solana (Phantom, OKX, the dev wallet) into one entry, and the Connect view
 * matches it to its directory record.
 */
export const BITCOIN_CONNECTOR_IDS: Readonly<Record<string, string>> = {
  Xverse: 'app.xverse',
  'Xverse Wallet': 'app.xverse',
  Leather: 'leather',
  Unisat: 'unisat',
  UniSat: 'unisat',
  'UniSat Wallet': 'unisat',
  'Magic Eden': 'io.magiceden.wallet',
  Phantom: 'app.phantom',
  OKX: 'com.okex.wallet',
  'OKX Wallet': 'com.okex.wallet',
  'Binance Wallet': 'com.binance.wallet',
  Keplr: 'app.keplr',
  Oyl: 'oyl',
  'Wizz Wallet': 'wizz-wallet',
  'Orange Wallet': 'orange-wallet',
  Tokeo: 'tokeo',
  OP_NET: 'op-net',
  Sparrow: 'sparrow',
  'Portico Dev Wallet': 'dev.portico.wallet',
}

/** Connector ids of sats-connect providers by their `window.btc_providers` id (the window path). */
export const SATS_CONNECT_CONNECTOR_IDS: Readonly<Record<string, string>> = {
  'XverseProviders.BitcoinProvider': 'app.xverse',
  LeatherProvider: 'leather',
  unisat: 'unisat',
  'magicEden.bitcoin': 'io.magiceden.wallet',
  'PorticoDevWalletProviders.BitcoinProvider': 'dev.portico.wallet',
}

/**
 * The connector id of a Bitcoin wallet: the known id of its sats-connect provider, then the known id
 * of its name, then the rdns of an EIP-6963 wallet announced with the same name, then its name.
 *
 * @example
 * getBitcoinConnectorId({ name: 'Xverse Wallet' }) // 'app.xverse'
 */
export function getBitcoinConnectorId(
  wallet: { name: string; satsConnectId?: string | undefined },
  announcedRdns?: ReadonlyMap<string, string> | undefined,
): string {
  return (
    (wallet.satsConnectId ? SATS_CONNECT_CONNECTOR_IDS[wallet.satsConnectId] : undefined) ??
    BITCOIN_CONNECTOR_IDS[wallet.name] ??
    announcedRdns?.get(wallet.name) ??
    wallet.name
  )
}

const DIRECTORY_IDS = new Set([
  ...Object.values(BITCOIN_CONNECTOR_IDS),
  ...Object.values(SATS_CONNECT_CONNECTOR_IDS),
])

/** A Bitcoin wallet as an ANNOUNCED connector on bip122 (docs/rules/entities.md Connector). */
export function toBitcoinConnector(handle: BitcoinWalletHandle, id = handle.connectorId): Connector {
  return {
    id,
    name: handle.name,
    chain: 'bip122',
    type: 'ANNOUNCED',
    installed: true,
    imageUrl: handle.icon,
    ...(DIRECTORY_IDS.has(id) ? { explorerId: id } : {}),
    ...(id.includes('.') ? { rdns: id } : {}),
  }
}
