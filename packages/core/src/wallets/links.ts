import type { DEEP_LINK_WALLETS } from '../constants/walletList.ts'
import { isSafeWalletLink } from './isSafeWalletLink.ts'
import type { Wallet } from './types.ts'

/** How a wallet is reached with a pairing URI: its app, its desktop app, its web app, or its in-app browser. */
export type WalletLinkKind = 'mobile' | 'desktop' | 'webapp' | 'browse'

export type WalletLink = { kind: WalletLinkKind; href: string }

export type GetWalletLinkParameters = {
  wallet: Pick<
    Wallet,
    'name' | 'mobile_link' | 'universal_link' | 'wc_uri_templates' | 'desktop_link' | 'webapp_link'
  > & { dapp_browser_link?: string | null | undefined }
  /** The `wc:` pairing URI. */
  uri: string
  mobile: boolean
  /** This page's URL, for the wallets that open the dapp in their own browser. */
  pageUrl?: string | undefined
}

/** Links of the known deep-link wallets (docs/rules/limits.md) that open a page in the wallet's own browser. */
const BROWSE_LINKS: Record<(typeof DEEP_LINK_WALLETS)[number], (pageUrl: string) => string> = {
  phantom: (page) =>
    `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  solflare: (page) =>
    `https://solflare.com/ul/v1/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent(new URL(page).origin)}`,
  'coinbase wallet': (page) => `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
}

function isHttpLink(link: string): boolean {
  return /^https?:\/\//i.test(link)
}

/**
 * A WalletConnect link from a wallet's link: `https://wallet.example/wc?uri=…` for a universal link,
 * `wallet://wc?uri=…` for a native scheme (`wallet:` and `wallet` are read as `wallet://`).
 *
 * @example
 * formatWalletConnectLink('trust://', 'wc:abc@2?…') // 'trust://wc?uri=wc%3Aabc%402%3F…'
 */
export function formatWalletConnectLink(link: string, uri: string): string {
  const encoded = encodeURIComponent(uri)
  if (isHttpLink(link)) return `${link.replace(/\/+$/, '')}/wc?uri=${encoded}`
  const scheme = link.includes('://') ? link.slice(0, link.indexOf('://')) : link.replace(/[:/]/g, '')
  return `${scheme}://wc?uri=${encoded}`
}

/** The link if it may be opened: http(s), or a wallet deep-link scheme for app links. */
function safe(link: WalletLink): WalletLink | undefined {
  return isSafeWalletLink(link.href, { kind: link.kind === 'webapp' ? 'web' : 'app' }) ? link : undefined
}

/**
 * The way into a wallet with a pairing URI, or `undefined` when the QR code is the only way. On
 * mobile: Phantom, Solflare and Coinbase open this page in their own browser; other wallets get their
 * `wc_uri_templates` link, else their `mobile_link`. On desktop: the wallet's desktop app, else its web
 * app, else nothing (scan the QR code). A link that is neither http(s) nor a wallet deep-link scheme
 * (`javascript:`, `data:`) is never returned.
 *
 * @example
 * getWalletLink({ wallet, uri, mobile: true }) // { kind: 'mobile', href: 'https://metamask.app.link/wc?uri=…' }
 */
export function getWalletLink(parameters: GetWalletLinkParameters): WalletLink | undefined {
  const { wallet, uri, mobile, pageUrl } = parameters
  if (mobile) {
    const browse = BROWSE_LINKS[wallet.name.trim().toLowerCase() as keyof typeof BROWSE_LINKS]
    if (browse && pageUrl) return { kind: 'browse', href: browse(pageUrl) }
    const template = wallet.wc_uri_templates?.[0]
    if (template) return safe({ kind: 'mobile', href: template.replace('{uri}', encodeURIComponent(uri)) })
    const link = wallet.mobile_link ?? wallet.universal_link
    return link ? safe({ kind: 'mobile', href: formatWalletConnectLink(link, uri) }) : undefined
  }
  if (wallet.desktop_link)
    return safe({ kind: 'desktop', href: formatWalletConnectLink(wallet.desktop_link, uri) })
  if (wallet.webapp_link)
    return safe({ kind: 'webapp', href: formatWalletConnectLink(wallet.webapp_link, uri) })
  return undefined
}
