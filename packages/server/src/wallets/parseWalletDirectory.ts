import { isSafeWalletLink } from '@portico/core'
import { WalletImportError } from './errors.ts'
import { isValidWalletId } from './ids.ts'
import {
  WALLET_APP_KEYS,
  type WalletAppLinks,
  type WalletInjectedHint,
  type WalletRecord,
} from './walletRecord.ts'

export const WALLET_DIRECTORY_SCHEMA = 'wallet-directory/1'
export const MAX_WALLETS = 10_000
const LOGO_PATH = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\.(svg|webp|png|jpe?g)$/i
const NAMESPACE = /^[-a-z0-9]{3,8}$/
const CHAIN_ID = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const MARKUP = /[<>\u0000-\u001f\u007f]/

/** A parsed wallet plus the relative path of its logo file, if the directory names one. */
export type ParsedWallet = { record: WalletRecord; logo: string | null }

type Fields = Record<string, unknown>

/**
 * Reads a `wallet-directory/1` document (the reference `wallets.json` or the package's compact seed).
 * Missing fields and nulls both mean unknown. Throws WalletImportError naming the first bad field.
 */
export function parseWalletDirectory(document: unknown): ParsedWallet[] {
  if (!isObject(document)) fail('The file is not a JSON object')
  if (document.schema !== WALLET_DIRECTORY_SCHEMA) {
    fail(`Expected schema "${WALLET_DIRECTORY_SCHEMA}"`, `found ${JSON.stringify(document.schema)}`)
  }
  if (!Array.isArray(document.wallets)) fail('"wallets" must be an array')
  if (document.wallets.length > MAX_WALLETS) fail(`At most ${MAX_WALLETS} wallets can be imported`)

  const seen = new Set<string>()
  return document.wallets.map((wallet: unknown, index: number) => {
    const parsed = parseWallet(wallet, `wallets[${index}]`)
    if (seen.has(parsed.record.id)) fail('Duplicate wallet id', `wallets[${index}].id ${parsed.record.id}`)
    seen.add(parsed.record.id)
    return parsed
  })
}

function parseWallet(value: unknown, path: string): ParsedWallet {
  if (!isObject(value)) fail('Each wallet must be an object', path)
  const id = value.id
  if (typeof id !== 'string' || !isValidWalletId(id)) {
    fail('Invalid wallet id (letters, digits, ".", "_", "-"; at most 128)', `${path}.id`)
  }
  const name = value.name
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100) {
    fail('A wallet needs a name of 1 to 100 characters', `${path}.name`)
  }
  if (MARKUP.test(name)) fail('A wallet name cannot contain markup or control characters', `${path}.name`)
  const mobile = optionalObject(value.mobile, `${path}.mobile`)
  const desktop = optionalObject(value.desktop, `${path}.desktop`)
  const app = optionalObject(value.app, `${path}.app`)
  const rank = value.thirdweb_rank ?? null
  if (rank !== null && (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 1)) {
    fail('"thirdweb_rank" must be a positive integer', `${path}.thirdweb_rank`)
  }
  const logo = optionalString(value.logo, `${path}.logo`)
  if (logo !== null && (!LOGO_PATH.test(logo) || logo.split('/').some((part) => /^\.+$/.test(part)))) {
    fail('"logo" must be a relative path to an svg, webp, png or jpg file', `${path}.logo`)
  }

  const record: WalletRecord = {
    id,
    name: name.trim(),
    aliases: stringList(value.aliases, `${path}.aliases`),
    homepage: webLink(value.homepage, `${path}.homepage`),
    rdns: optionalString(value.rdns, `${path}.rdns`),
    walletconnectId: optionalString(value.walletconnect_id, `${path}.walletconnect_id`),
    namespaces: stringList(value.namespaces, `${path}.namespaces`, NAMESPACE),
    chains: stringList(value.chains, `${path}.chains`, CHAIN_ID),
    mobile: {
      native: appLink(mobile.native, `${path}.mobile.native`),
      universal: webLink(mobile.universal, `${path}.mobile.universal`),
      wcUriTemplates: stringList(mobile.wc_uri_templates, `${path}.mobile.wc_uri_templates`).filter(
        (template) => isSafeWalletLink(template, { kind: 'app' }),
      ),
    },
    desktop: {
      native: appLink(desktop.native, `${path}.desktop.native`),
      universal: webLink(desktop.universal, `${path}.desktop.universal`),
    },
    webapp: webLink(value.webapp, `${path}.webapp`),
    app: Object.fromEntries(
      WALLET_APP_KEYS.map((key) => [key, webLink(app[key], `${path}.app.${key}`)]),
    ) as WalletAppLinks,
    injected: injectedHints(value.injected, `${path}.injected`),
    rank,
  }
  return { record, logo }
}

function injectedHints(value: unknown, path: string): WalletInjectedHint[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) fail('Expected an array', path)
  return value.map((entry: unknown, index: number) => {
    if (!isObject(entry)) fail('Expected an object', `${path}[${index}]`)
    const namespace = entry.namespace
    if (typeof namespace !== 'string' || !NAMESPACE.test(namespace)) {
      fail('Expected a CAIP-2 namespace', `${path}[${index}].namespace`)
    }
    return {
      namespace,
      global: optionalString(entry.global, `${path}[${index}].global`),
      flag: optionalString(entry.flag, `${path}[${index}].flag`),
    }
  })
}

function optionalObject(value: unknown, path: string): Fields {
  if (value === undefined || value === null) return {}
  if (!isObject(value)) fail('Expected an object', path)
  return value
}

function optionalString(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string' || value.length > 2048)
    fail('Expected a string of at most 2048 characters', path)
  return value
}

/** A page or store link: kept only if http(s); `javascript:`, `data:` and the like are dropped. */
function webLink(value: unknown, path: string): string | null {
  const link = optionalString(value, path)
  return link !== null && isSafeWalletLink(link, { kind: 'web' }) ? link : null
}

/** A wallet's own link: http(s) or its deep-link scheme (`trust://`); anything else is dropped. */
function appLink(value: unknown, path: string): string | null {
  const link = optionalString(value, path)
  return link !== null && isSafeWalletLink(link, { kind: 'app' }) ? link : null
}

function stringList(value: unknown, path: string, pattern?: RegExp): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value)) fail('Expected an array of strings', path)
  return value.map((item: unknown, index: number) => {
    if (typeof item !== 'string' || item.length > 256 || (pattern && !pattern.test(item))) {
      fail(pattern ? `Expected a string matching ${pattern}` : 'Expected a string', `${path}[${index}]`)
    }
    return item
  })
}

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fail(message: string, details?: string): never {
  throw new WalletImportError(message, { details })
}
