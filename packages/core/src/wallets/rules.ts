import type { Connector } from '../adapters/types.ts'
import type { ChainNamespace } from '../caip/namespaces.ts'
import { MOBILE_LIST_EXCEPTIONS } from '../constants/walletList.ts'
import type { Wallet } from './types.ts'

const lower = (value: string) => value.trim().toLowerCase()

/**
 * Mobile lists keep only wallets with a mobile link, plus the Coinbase wallet, and on Solana
 * also Solflare and Phantom (docs/rules/validation.md).
 */
export function filterMobileWallets<wallet extends Wallet>(
  wallets: readonly wallet[],
  options: { namespace?: ChainNamespace | undefined } = {},
): wallet[] {
  const kept: readonly string[] =
    options.namespace === 'solana'
      ? [...MOBILE_LIST_EXCEPTIONS.always, ...MOBILE_LIST_EXCEPTIONS.solana]
      : MOBILE_LIST_EXCEPTIONS.always
  return wallets.filter((wallet) => Boolean(wallet.mobile_link) || kept.includes(lower(wallet.name)))
}

/**
 * Removes duplicates: a wallet whose rdns or id an earlier wallet has is dropped, so the first
 * occurrence wins (docs/rules/validation.md). An rdns is compared only with rdns, an id only with ids.
 *
 * @example
 * dedupeWallets([{ id: 'metamask', rdns: 'io.metamask' }, { id: 'metamask' }]) // [{ id: 'metamask', rdns: 'io.metamask' }]
 */
export function dedupeWallets<wallet extends Pick<Wallet, 'id' | 'rdns'>>(
  wallets: readonly wallet[],
): wallet[] {
  const seenIds = new Set<string>()
  const seenRdns = new Set<string>()
  return wallets.filter((wallet) => {
    if (seenIds.has(wallet.id) || (wallet.rdns && seenRdns.has(wallet.rdns))) return false
    seenIds.add(wallet.id)
    if (wallet.rdns) seenRdns.add(wallet.rdns)
    return true
  })
}

/** Hides wallets whose rdns, or case-insensitive name, is in `excluded` (docs/rules/validation.md). */
export function excludeWallets<wallet extends Pick<Wallet, 'name' | 'rdns'>>(
  wallets: readonly wallet[],
  excluded: readonly string[],
): wallet[] {
  if (excluded.length === 0) return [...wallets]
  const rdns = new Set(excluded)
  const names = new Set(excluded.map(lower))
  return wallets.filter((wallet) => !(wallet.rdns && rdns.has(wallet.rdns)) && !names.has(lower(wallet.name)))
}

/** Id of the WalletConnect connector (docs/rules/entities.md connector ids); one connector serves every namespace. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Id of the generic injected connector shown as 'Browser Wallet'. */
export const BROWSER_WALLET_CONNECTOR_ID = 'injected'

/**
 * The generic 'Browser Wallet' injected connector is hidden on desktop when excluded or when the
 * browser has no injected provider (`installed` is false: no `window.ethereum`, so the row could
 * only fail), and on mobile when it has no rdns and is not installed (docs/rules/validation.md). Other connectors
 * are never hidden by this rule.
 */
export function shouldHideBrowserWallet(
  connector: Pick<Connector, 'id' | 'type' | 'rdns'>,
  options: { isMobile: boolean; excluded: boolean; installed: boolean },
): boolean {
  if (connector.id !== BROWSER_WALLET_CONNECTOR_ID || connector.type !== 'INJECTED') return false
  if (options.isMobile) return !connector.rdns && !options.installed
  return options.excluded || !options.installed
}
