import type { ImageAsset } from '../images/imageAsset.ts'
import { toWallet } from './toWallet.ts'
import type { BadgeType, Wallet } from './wallet.ts'
import type { WalletRecord } from './walletRecord.ts'

/** Largest `entries` value `/getWallets` accepts; docs/rules/limits.md's clients ask for 4, 40 and 100. */
export const MAX_WALLET_ENTRIES = 100

export type WalletQuery = {
  /** 1-based page number. */
  page: number
  entries: number
  search?: string | undefined
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  badgeType?: BadgeType | undefined
  /** CAIP-2 ids; a wallet matches when it lists the chain or supports the chain's namespace. */
  chains?: readonly string[] | undefined
}

export type WalletPage = { data: Wallet[]; count: number }

type Entry = {
  index: number
  wallet: Wallet
  /** Lower-case name and aliases. */
  names: string[]
  /** Lower-case words of the name and aliases. */
  words: string[]
  namespaces: Set<string>
  chains: Set<string>
}

const MAX_CACHED_ORIGINS = 16
const MAX_MEMOISED_FILTERS = 512
const DATA_OPEN = Buffer.from('{"data":[')
const COMMA = Buffer.from(',')

/**
 * In-memory read model of the wallet directory. The database stays the source of truth; a directory is
 * built from it at start and rebuilt whenever an import bumps the revision.
 */
export class WalletDirectory {
  readonly revision: number
  readonly images: ReadonlyMap<string, ImageAsset>
  readonly #entries: Entry[]
  readonly #byOrigin = new Map<string, Wallet[]>()
  readonly #encodedByOrigin = new Map<string, Buffer[]>()
  readonly #memo = new Map<string, Entry[]>()

  constructor(revision: number, records: readonly WalletRecord[], images: ReadonlyMap<string, ImageAsset>) {
    this.revision = revision
    this.images = images
    this.#entries = records.map((record, position) => {
      const wallet = toWallet(record, images.has(record.id))
      const names = [record.name, ...record.aliases].map((name) => name.toLowerCase())
      return {
        index: position,
        wallet,
        names,
        words: names.flatMap((name) => name.split(/[\s._-]+/).filter(Boolean)),
        namespaces: new Set(wallet.namespaces),
        chains: new Set(record.chains),
      }
    })
  }

  get size(): number {
    return this.#entries.length
  }

  /** Filters, searches and pages the directory. `origin` (like `http://127.0.0.1:8787`) fills image_url. */
  query(query: WalletQuery, origin: string): WalletPage {
    const { page, count } = this.#select(query)
    const wallets = this.#walletsFor(origin)
    return {
      data: page.map((entry) => wallets?.[entry.index] ?? withImageUrl(entry.wallet, origin)),
      count,
    }
  }

  /**
   * The same answer as `query`, already serialised as UTF-8 JSON: each wallet is encoded once per origin,
   * so a request only copies the bytes of its page.
   */
  queryJson(query: WalletQuery, origin: string): Buffer {
    const { page, count } = this.#select(query)
    const encoded = this.#encodedFor(origin)
    const parts: Buffer[] = [DATA_OPEN]
    page.forEach((entry, position) => {
      if (position > 0) parts.push(COMMA)
      parts.push(encoded?.[entry.index] ?? Buffer.from(JSON.stringify(withImageUrl(entry.wallet, origin))))
    })
    parts.push(Buffer.from(`],"count":${count}}`))
    return Buffer.concat(parts)
  }

  #select(query: WalletQuery): { page: Entry[]; count: number } {
    const entries = this.#filtered(query)
    const start = (query.page - 1) * query.entries
    return { page: entries.slice(start, start + query.entries), count: entries.length }
  }

  /** The filtered list, memoised per filter set: the directory never changes, so neither does the answer. */
  #filtered(query: WalletQuery): Entry[] {
    const search = query.search?.trim().toLowerCase() ?? ''
    const key = JSON.stringify([query.include, query.exclude, query.badgeType, query.chains, search])
    const cached = this.#memo.get(key)
    if (cached) return cached
    const entries = this.#filter(query, search)
    if (this.#memo.size >= MAX_MEMOISED_FILTERS) this.#memo.delete(this.#memo.keys().next().value ?? '')
    this.#memo.set(key, entries)
    return entries
  }

  #filter(query: WalletQuery, search: string): Entry[] {
    let entries = this.#entries
    if (query.include && query.include.length > 0) {
      const include = new Set(query.include)
      entries = entries.filter((entry) => include.has(entry.wallet.id))
    }
    if (query.exclude && query.exclude.length > 0) {
      const exclude = new Set(query.exclude)
      entries = entries.filter((entry) => !exclude.has(entry.wallet.id))
    }
    if (query.badgeType === 'certified')
      entries = entries.filter((entry) => entry.wallet.badge_type === 'certified')
    if (query.chains && query.chains.length > 0) entries = filterByChains(entries, query.chains)
    if (search) entries = searchEntries(entries, search)
    return entries
  }

  #walletsFor(origin: string): Wallet[] | undefined {
    const cached = this.#byOrigin.get(origin)
    if (cached || this.#byOrigin.size >= MAX_CACHED_ORIGINS) return cached
    const wallets = this.#entries.map((entry) => withImageUrl(entry.wallet, origin))
    this.#byOrigin.set(origin, wallets)
    return wallets
  }

  #encodedFor(origin: string): Buffer[] | undefined {
    const cached = this.#encodedByOrigin.get(origin)
    if (cached) return cached
    const wallets = this.#walletsFor(origin)
    if (!wallets) return undefined
    const encoded = wallets.map((wallet) => Buffer.from(JSON.stringify(wallet)))
    this.#encodedByOrigin.set(origin, encoded)
    return encoded
  }
}

function withImageUrl(wallet: Wallet, origin: string): Wallet {
  if (wallet.image_id === null) return wallet
  return { ...wallet, image_url: `${origin}/getWalletImage/${encodeURIComponent(wallet.image_id)}` }
}

function filterByChains(entries: Entry[], chains: readonly string[]): Entry[] {
  const namespaces = chains.map((chain) => chain.slice(0, chain.indexOf(':')))
  return entries.filter(
    (entry) =>
      chains.some((chain) => entry.chains.has(chain)) ||
      namespaces.some((namespace) => entry.namespaces.has(namespace)),
  )
}

/** Matches on name and aliases: name or alias prefixes first, then word prefixes, then other substrings. */
function searchEntries(entries: Entry[], search: string): Entry[] {
  const prefix: Entry[] = []
  const wordPrefix: Entry[] = []
  const substring: Entry[] = []
  for (const entry of entries) {
    if (entry.names.some((name) => name.startsWith(search))) prefix.push(entry)
    else if (entry.words.some((word) => word.startsWith(search))) wordPrefix.push(entry)
    else if (entry.names.some((name) => name.includes(search))) substring.push(entry)
  }
  return prefix.concat(wordPrefix, substring)
}
