/** The locales Portico ships texts for; any other tag falls back to its language, then to English. */
export const LOCALES = [
  'en',
  'es',
  'fr',
  'de',
  'pt-BR',
  'it',
  'ja',
  'ko',
  'zh-CN',
  'zh-TW',
  'ru',
  'tr',
  'ar',
] as const

export type Locale = (typeof LOCALES)[number]

/**
 * The shipped locale for a BCP 47 tag: exact ('pt-BR'), then by language ('pt-PT' → 'pt-BR', 'zh-HK'
 * and 'zh-Hant' → 'zh-TW', 'de-AT' → 'de'), else English.
 *
 * @example resolveLocale('fr-CA') // 'fr'
 */
export function resolveLocale(tag: string | undefined): Locale {
  if (!tag) return 'en'
  const lower = tag.toLowerCase()
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower)
  if (exact) return exact
  const [language = '', ...rest] = lower.split(/[-_]/)
  if (language === 'zh')
    return rest.some((part) => ['tw', 'hk', 'mo', 'hant'].includes(part)) ? 'zh-TW' : 'zh-CN'
  if (language === 'pt') return 'pt-BR'
  return LOCALES.find((locale) => locale === language) ?? 'en'
}

/**
 * 'rtl' for right-to-left locales.
 *
 * @example getDirection('ar') // 'rtl'
 */
export function getDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * A decimal text (a floored balance such as '1234.567') in a locale's digits and separators, with
 * the same number of decimals; English keeps the text as it is.
 *
 * @example localizeDecimal('1234.567', 'de') // '1.234,567'
 */
export function localizeDecimal(text: string, locale: string): string {
  if (locale === 'en' || !/^-?\d+(\.\d+)?$/.test(text)) return text
  const decimals = text.split('.')[1]?.length ?? 0
  const formatter = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
  // A string keeps every digit (Intl formats it as an exact decimal).
  return formatter.format(text as unknown as number)
}
