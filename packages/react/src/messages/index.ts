import {
  type ErrorMessageId,
  getDirection,
  LOCALES,
  type Locale,
  PorticoError,
  resolveLocale,
} from '@portico/core'
import { en, type MessageKey, type Messages, type MessageTexts } from './en.ts'
import { format, type MessageValues } from './format.ts'
import type { ViewCatalogueId, ViewTexts } from './viewCatalogues.ts'

export type { Locale, MessageKey, Messages, MessageTexts, MessageValues, ViewCatalogueId, ViewTexts }
export { format, getDirection, LOCALES, resolveLocale }

type Translated = Exclude<Locale, 'en'>

/**
 * Texts only one lazy view shows. The English texts are in the view's own chunk (the fallback and the
 * source of the keys); the other locales' are in `locales/<locale>.views.ts` under the catalogue's `id`,
 * listed in the order of the English keys.
 */
export type ViewCatalogue = { id: ViewCatalogueId; en: Record<string, string> }

// One chunk per locale and part: the button and first views, and every lazy view's texts together
// (a few KiB gzip, fetched with the modal's code on intent). English ships inline in both. A locale
// lists its texts in the order of the English keys: the keys, repeated in twelve locales, weighed a
// third of their gzip bytes.
const FIRST: Record<Translated, () => Promise<{ default: MessageTexts }>> = {
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

const VIEWS: Record<Translated, () => Promise<{ default: ViewTexts }>> = {
  es: () => import('./locales/es.views.ts'),
  fr: () => import('./locales/fr.views.ts'),
  de: () => import('./locales/de.views.ts'),
  'pt-BR': () => import('./locales/ptBr.views.ts'),
  it: () => import('./locales/it.views.ts'),
  ja: () => import('./locales/ja.views.ts'),
  ko: () => import('./locales/ko.views.ts'),
  'zh-CN': () => import('./locales/zhCn.views.ts'),
  'zh-TW': () => import('./locales/zhTw.views.ts'),
  ru: () => import('./locales/ru.views.ts'),
  tr: () => import('./locales/tr.views.ts'),
  ar: () => import('./locales/ar.views.ts'),
}

type Loaded = {
  messages?: Messages
  views?: ViewTexts
  errors?: Partial<Record<ErrorMessageId, string>>
}

const loaded = new Map<Locale, Loaded>()
const pending = new Map<string, Promise<void>>()
const listeners = new Set<() => void>()
let version = 0
let viewsWanted = false

function part(locale: Translated, which: 'messages' | 'views'): Promise<void> {
  const key = `${locale}:${which}`
  let promise = pending.get(key)
  if (!promise) {
    const parts: Promise<Loaded> =
      which === 'messages'
        ? FIRST[locale]().then((module) => ({ messages: keyed(en, module.default) }))
        : Promise.all([VIEWS[locale](), import('./locales/errorMessageIds.ts')]).then(
            ([module, { ERROR_MESSAGE_IDS }]) => ({
              views: module.default,
              errors: Object.fromEntries(
                ERROR_MESSAGE_IDS.map((id, index) => [id, module.default.errors[index]]),
              ),
            }),
          )
    promise = parts.then(
      (part) => {
        loaded.set(locale, { ...loaded.get(locale), ...part })
        version++
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        // A failed chunk request is retried on the next demand; the UI keeps the texts it has.
        pending.delete(key)
        throw error
      },
    )
    pending.set(key, promise)
  }
  return promise
}

/**
 * Loads a locale's messages (and, once the modal's code is wanted, its views' texts). A page that
 * renders before they arrive shows the previous locale's texts, English at first.
 *
 * @example
 * await loadLocale('ja') // then render: no English flash
 */
export function loadLocale(tag: string | undefined): Promise<void> {
  const locale = resolveLocale(tag)
  if (locale === 'en') return Promise.resolve()
  return Promise.all([part(locale, 'messages'), viewsWanted ? part(locale, 'views') : undefined]).then(
    () => undefined,
  )
}

/** The views' texts are wanted from now on (the modal's code is loading): fetch them for the locales in use. */
export function wantViewTexts(): void {
  viewsWanted = true
  for (const key of pending.keys()) {
    const [locale] = key.split(':') as [Translated]
    part(locale, 'views').catch(() => undefined)
  }
}

/** Whether a locale's texts are there to render with (its views' too once they are wanted). */
export function isLocaleLoaded(locale: Locale): boolean {
  if (locale === 'en') return true
  const entry = loaded.get(locale)
  return Boolean(entry?.messages && (entry.views || !viewsWanted))
}

export function subscribeLocales(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getLocalesVersion(): number {
  return version
}

/** The first-view messages of a locale; English until its chunk has loaded. */
export function getMessages(tag: string | undefined): Messages {
  const locale = resolveLocale(tag)
  return (locale === 'en' ? en : loaded.get(locale)?.messages) ?? en
}

/** A view catalogue's texts in a locale: the translation when loaded, else English. */
export function getViewMessages<catalogue extends ViewCatalogue>(
  catalogue: catalogue,
  tag: string | undefined,
): catalogue['en'] {
  const locale = resolveLocale(tag)
  const texts = locale === 'en' ? undefined : loaded.get(locale)?.views?.[catalogue.id]
  if (!texts) return catalogue.en
  let decoded = decodedViews.get(texts)
  if (!decoded) {
    decoded = keyed(catalogue.en, texts)
    decodedViews.set(texts, decoded)
  }
  return decoded as catalogue['en']
}

const decodedViews = new WeakMap<MessageTexts, Record<string, string>>()

/** A locale's texts, listed in the order of the English catalogue's keys, keyed like it; English where one is missing. */
function keyed<texts extends Record<string, string>>(english: texts, list: MessageTexts): texts {
  return Object.fromEntries(
    Object.entries(english).map(([key, text], index) => [key, list[index] ?? text]),
  ) as texts
}

/**
 * The text a view or toast shows for an error: the translation of its fixed message in the locale
 * (once the views' texts have loaded), else the error's own English text; undefined for an error
 * without a fixed message (a wallet's or an API's own words), which the caller shows as given. A
 * Portico error with a fixed message that a library wrapped (viem keeps a provider's error as its
 * `cause`, e.g. the embedded wallet's sponsorship refusal) is shown as if it came alone.
 */
export function translateError(thrown: unknown, tag: string | undefined): string | undefined {
  const error = thrown instanceof PorticoError ? thrown : wrappedPorticoError(thrown)
  if (!error) return undefined
  const locale = resolveLocale(tag)
  const template =
    error.messageId && locale !== 'en' ? loaded.get(locale)?.errors?.[error.messageId] : undefined
  if (template) return format(template, error.messageValues, locale)
  return (error as { uiMessage?: string }).uiMessage ?? error.shortMessage
}

function wrappedPorticoError(error: unknown): PorticoError | undefined {
  let current = (error as { cause?: unknown } | null | undefined)?.cause
  for (let depth = 0; current && depth < 8; depth++) {
    if (current instanceof PorticoError && current.messageId) return current
    current = (current as { cause?: unknown }).cause
  }
  return undefined
}

/** Translates one first-view message. */
export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return format(getMessages(locale)[key], values, locale)
}
