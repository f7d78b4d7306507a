import type { ThemeMode } from '../constants/display.ts'
import { type Locale, resolveLocale } from '../format/locale.ts'
import type { LocaleController } from './locale.ts'
import type { ThemeController } from './theme.ts'

/** Where an instance's shared values hold its {@link DisplayPreferences}. */
export const DISPLAY_PREFERENCES_KEY = 'portico:display-preferences'

/**
 * The page's theme and language, for parts drawn in another origin (the embedded wallet's vault
 * screens) that must look and speak like the modal.
 */
export type DisplayPreferences = {
  get(): { themeMode: ThemeMode; locale: Locale }
  subscribe(listener: () => void): () => void
}

export function createDisplayPreferences(
  theme: ThemeController,
  locale: LocaleController,
): DisplayPreferences {
  return {
    get: () => ({
      themeMode: theme.store.getState().themeMode,
      locale: resolveLocale(locale.store.getState().locale),
    }),
    subscribe(listener) {
      const stops = [theme.store.subscribe(listener), locale.store.subscribe(listener)]
      return () => {
        for (const stop of stops) stop()
      }
    },
  }
}
