import { useCallback } from 'react'
import {
  format,
  getMessages,
  getViewMessages,
  type MessageKey,
  type ViewCatalogue,
} from '../messages/index.ts'
import { usePortico } from './usePortico.ts'

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** Translates message keys with the catalogue of the instance's `locale`. */
export function useMessages(): Translate {
  const locale = usePortico().options.locale
  return useCallback((key, values) => format(getMessages(locale)[key], values), [locale])
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
): (key: MessageKey | keyof catalogue['en'], values?: Record<string, string | number>) => string {
  const locale = usePortico().options.locale
  return useCallback(
    (key, values) => {
      const own = getViewMessages(catalogue, locale) as Record<PropertyKey, string>
      return format(own[key] ?? getMessages(locale)[key as MessageKey], values)
    },
    [catalogue, locale],
  )
}
