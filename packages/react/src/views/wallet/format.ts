import { formatBalance } from '@portico/core'
import { useCallback } from 'react'
import { useLocale } from '../../hooks/useLocale.ts'
import { formatFiat, localizeDecimal } from '../../messages/intl.ts'

/** Formats a value in the quote currency (US dollars, 2 decimals) in the UI's locale. */
export function useFormatUsd(): (value: number | string | undefined) => string {
  const { locale } = useLocale()
  return useCallback((value) => formatFiat(value, locale), [locale])
}

/** Formats a balance floored to 3 decimals in the UI's locale's digits and separators. */
export function useFormatBalance(): (value: string | number | bigint | undefined | null) => string {
  const { locale } = useLocale()
  return useCallback((value) => localizeDecimal(formatBalance(value), locale), [locale])
}
