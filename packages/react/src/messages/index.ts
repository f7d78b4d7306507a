import { en, type MessageKey, type Messages } from './en.ts'

export type { MessageKey, Messages }

const catalogues: Record<string, Messages> = { en }

/** The catalogue for a locale ('en-GB' falls back to 'en', unknown locales to English). */
export function getMessages(locale: string | undefined): Messages {
  if (!locale) return en
  return catalogues[locale] ?? catalogues[locale.split('-')[0] ?? ''] ?? en
}

/**
 * Texts only one lazy view shows, kept in that view's chunk: per locale, English required. The page's
 * first download then holds only the texts of the button and the first views.
 */
export type ViewCatalogue = { en: Record<string, string> } & Partial<Record<string, Record<string, string>>>

/** A view catalogue's texts for a locale, falling back like `getMessages`. */
export function getViewMessages<catalogue extends ViewCatalogue>(
  catalogue: catalogue,
  locale: string | undefined,
): catalogue['en'] {
  if (!locale) return catalogue.en
  return (catalogue[locale] ?? catalogue[locale.split('-')[0] ?? ''] ?? catalogue.en) as catalogue['en']
}

/** Fills `{name}` placeholders. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
