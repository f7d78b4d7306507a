import { badgeOf } from './badge.ts'
import type { Wallet } from './wallet.ts'
import type { WalletRecord } from './walletRecord.ts'

/** Namespaces from the record plus those of its chains, in first-seen order. */
export function namespacesOf(record: WalletRecord): string[] {
  const namespaces = new Set(record.namespaces)
  for (const chain of record.chains) namespaces.add(chain.slice(0, chain.indexOf(':')))
  return [...namespaces]
}

/** The API object of a wallet; `image_url` is filled per server origin by the directory. */
export function toWallet(record: WalletRecord, hasImage: boolean): Wallet {
  return {
    id: record.id,
    name: record.name,
    image_id: hasImage ? record.id : null,
    image_url: null,
    homepage: record.homepage,
    rdns: record.rdns,
    mobile_link: record.mobile.native ?? record.mobile.universal,
    universal_link: record.mobile.universal,
    wc_uri_templates: record.mobile.wcUriTemplates,
    desktop_link: record.desktop.native ?? record.desktop.universal,
    webapp_link: record.webapp,
    app_store: record.app.ios,
    play_store: record.app.android,
    chrome_store: record.app.chrome,
    chains: record.chains,
    namespaces: namespacesOf(record),
    aliases: record.aliases,
    injected: record.injected,
    walletconnect_id: record.walletconnectId,
    badge_type: badgeOf(record),
  }
}
