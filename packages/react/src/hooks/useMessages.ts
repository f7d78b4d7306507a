import { useCallback } from 'react'
import {
  format,
  getMessages,
  getViewMessages,
  type MessageKey,
  type MessageValues,
  translateError,
  type ViewCatalogue,
} from '../messages/index.ts'
import { useLocale } from './useLocale.ts'

export type Translate = (key: MessageKey, values?: MessageValues) => string

/** Translates message keys (ICU messages) in the UI's locale. */
export function useMessages(): Translate {
  const { locale } = useLocale()
  return useCallback((key, values) => format(getMessages(locale)[key], values, locale), [locale])
}

/**
 * Like `useMessages`, with a lazy view's own catalogue on top: its keys first, then the shared ones.
 *
 * @example
 * const t = useViewMessages(ACTIVITY_MESSAGES)
 * t('noActivity')
 */
export function useViewMessages<catalogue extends ViewCatalogue>(
  catalogue: catalogue,
): (key: MessageKey | keyof catalogue['en'], values?: MessageValues) => string {
  const { locale } = useLocale()
  return useCallback(
    (key, values) => {
      const own = getViewMessages(catalogue, locale) as Record<PropertyKey, string>
      return format(own[key] ?? getMessages(locale)[key as MessageKey], values, locale)
    },
    [catalogue, locale],
  )
}

/**
 * The text to show for an error in the UI's locale: a Portico error's fixed message translated (its
 * English `shortMessage` until the translations load); undefined for other errors, whose own words
 * (a wallet's reason) the view shows as given or replaces with its fallback.
 *
 * @example
 * const errorText = useErrorText()
 * setFailure(errorText(error) ?? t('connectionFailed'))
 */
export function useErrorText(): (error: unknown) => string | undefined {
  const { locale } = useLocale()
  return useCallback((error) => translateError(error, locale), [locale])
}
