import { LocaleRequiredError, type LocaleRequiredErrorType } from '../errors/plain.ts'
import type { Portico } from '../instance/createPortico.ts'

export type SetLocaleParameters = {
  /** A BCP 47 tag: 'en', 'es', 'pt-BR', 'zh-TW', 'ar', ... Unknown tags fall back to their language, then English. */
  locale: string
}

export type SetLocaleReturnType = undefined

export type SetLocaleErrorType = LocaleRequiredErrorType

/**
 * Switches the language of the UI at runtime; an open modal re-renders in the new locale once its
 * messages have loaded.
 *
 * @example
 * import { setLocale } from '@portico/core'
 * setLocale(portico, { locale: 'ja' })
 */
export function setLocale(portico: Portico, parameters: SetLocaleParameters): SetLocaleReturnType {
  const locale = parameters.locale.trim()
  if (!locale) throw new LocaleRequiredError()
  portico.locale.setLocale(locale)
}
