import { setLocale } from '@portico/core'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import {
  getDirection,
  getLocalesVersion,
  isLocaleLoaded,
  type Locale,
  loadLocale,
  resolveLocale,
  subscribeLocales,
} from '../messages/index.ts'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

// Per instance, the locale the UI shows: the wanted one once its texts are there, the previous until then.
const shown = new WeakMap<object, Locale>()

export type UseLocaleReturnType = {
  /** The locale the UI renders in now. */
  locale: Locale
  direction: 'ltr' | 'rtl'
  /** Switches the UI's locale; it renders in it as soon as its texts have loaded. */
  setLocale(locale: string): void
}

/**
 * The UI's locale and a switch for it.
 *
 * @example
 * const { locale, setLocale } = useLocale()
 * <select value={locale} onChange={(event) => setLocale(event.target.value)}>…</select>
 */
export function useLocale(): UseLocaleReturnType {
  const portico = usePortico()
  const wanted = resolveLocale(useStoreState(portico.locale.store).locale)
  useSyncExternalStore(subscribeLocales, getLocalesVersion, getLocalesVersion)
  useEffect(() => void loadLocale(wanted).catch(() => undefined), [wanted])
  if (isLocaleLoaded(wanted)) shown.set(portico.locale, wanted)
  const locale = shown.get(portico.locale) ?? 'en'
  const change = useCallback((next: string) => setLocale(portico, { locale: next }), [portico])
  return { locale, direction: getDirection(locale), setLocale: change }
}
