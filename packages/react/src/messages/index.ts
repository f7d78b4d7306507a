import { en, type MessageKey, type Messages } from './en.ts'

export type { MessageKey, Messages }

const catalogues: Record<string, Messages> = { en }

/** The catalogue for a locale ('en-GB' falls back to 'en', unknown locales to English). */
export function getMessages(locale: string | undefined): Messages {
  if (!locale) return en
  return catalogues[locale] ?? catalogues[locale.split('-')[0] ?? ''] ?? en
}

/** Fills `{name}` placeholders. */
export function format(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match))
}
