import {
  formatMessage,
  getDirection,
  LOCALES,
  type Locale,
  localizeDecimal,
  type MessageValues,
  messageArguments,
} from '@portico/core'
import { en, type VaultMessageKey, type VaultMessages } from './en.ts'

export type { VaultMessageKey, VaultMessages }

type Translated = Exclude<Locale, 'en'>

// One chunk per locale inside the vault app; English is inline (the default and the fallback).
const LOADERS: Record<Translated, () => Promise<{ default: VaultMessages }>> = {
  es: () => import('./locales/es.ts'),
  fr: () => import('./locales/fr.ts'),
  de: () => import('./locales/de.ts'),
  'pt-BR': () => import('./locales/ptBr.ts'),
  it: () => import('./locales/it.ts'),
  ja: () => import('./locales/ja.ts'),
  ko: () => import('./locales/ko.ts'),
  'zh-CN': () => import('./locales/zhCn.ts'),
  'zh-TW': () => import('./locales/zhTw.ts'),
  ru: () => import('./locales/ru.ts'),
  tr: () => import('./locales/tr.ts'),
  ar: () => import('./locales/ar.ts'),
}

let current: Locale = 'en'
let messages: VaultMessages = en
let loading: Promise<void> = Promise.resolve()
let requested = 0

/**
 * The page's locale as the vault accepts it: one of the shipped tags exactly, else English. The page
 * chooses only the language of the screens; nothing else depends on it.
 */
export function parseVaultLocale(value: unknown): Locale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : 'en'
}

/** Switches the screens to a locale once its texts have loaded; the last call wins. */
export function setVaultLocale(value: unknown): Promise<void> {
  const locale = parseVaultLocale(value)
  const request = ++requested
  loading = (locale === 'en' ? Promise.resolve({ default: en }) : LOADERS[locale]()).then((module) => {
    if (request !== requested) return
    current = locale
    messages = module.default
    const root = globalThis.document?.documentElement
    if (root) {
      root.lang = locale
      root.dir = getDirection(locale)
    }
  })
  return loading
}

/** Resolves once the last requested locale is in use (or failed to load, leaving the previous one). */
export function vaultLocaleReady(): Promise<void> {
  return loading.catch(() => undefined)
}

export function vaultLocale(): Locale {
  return current
}

/**
 * Isolates a piece of data (an address, an amount, a name) in right-to-left text, so its characters
 * keep their order and cannot reorder the words around them.
 */
function isolate(text: string): string {
  return getDirection(current) === 'rtl' ? `\u2068${text}\u2069` : text
}

/**
 * A screen text in the vault's locale; string arguments are data and are shown as they are.
 *
 * @example t('send', { value: amount('0.5', 'ETH'), to: '0x1234…abcd', network: 'Sepolia' })
 */
export function t(key: VaultMessageKey, values: MessageValues = {}): string {
  const message = messages[key]
  const selectors = messageArguments(message)
  const shown: MessageValues = {}
  for (const [name, value] of Object.entries(values))
    shown[name] = typeof value === 'string' && !selectors.includes(`${name}:select`) ? isolate(value) : value
  return formatMessage(message, shown, current)
}

/**
 * A decimal amount in the locale's digits and separators (every digit kept), with its unit as given.
 *
 * @example amount('1234.5', 'ETH') // '1234.5 ETH' in English (as given), '1.234,5 ETH' in German
 */
export function amount(decimal: string, unit?: string): string {
  const number = localizeDecimal(decimal, current)
  return unit === undefined ? number : `${number} ${unit}`
}
