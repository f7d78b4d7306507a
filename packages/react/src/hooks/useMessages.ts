import { useCallback } from 'react'
import { format, getMessages, type MessageKey } from '../messages/index.ts'
import { usePortico } from './usePortico.ts'

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

/** Translates message keys with the catalogue of the instance's `locale`. */
export function useMessages(): Translate {
  const locale = usePortico().options.locale
  return useCallback((key, values) => format(getMessages(locale)[key], values), [locale])
}
