import { createVanillaStore, type StoreApi } from './store.ts'

export type LocaleState = { locale: string }

export type LocaleController = {
  store: StoreApi<LocaleState>
  setLocale(locale: string): void
}

/** The locale the UI speaks (a BCP 47 tag such as 'en', 'pt-BR' or 'ar'); the views pick its messages. */
export function createLocaleController(locale: string): LocaleController {
  const store = createVanillaStore<LocaleState>({ locale })
  return {
    store,
    setLocale(next) {
      if (next !== store.getState().locale) store.setState({ locale: next })
    },
  }
}
