import { type ChangeEvent, useState } from 'react'
import { useLocale } from '../hooks/useLocale.ts'
import { formatAmountText, parseAmountText } from './amountText.ts'

export type UseAmountFieldReturnType = {
  value: string
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

/**
 * An amount input in the locale: it shows what the visitor typed ('1,5' in German) while the flow
 * holds the plain decimal text ('1.5'); an amount the flow sets itself (Max, a reset) shows in the
 * locale's separators.
 */
export function useAmountField(
  amount: string | undefined,
  setAmount: (amount: string) => void,
): UseAmountFieldReturnType {
  const { locale } = useLocale()
  const [typed, setTyped] = useState<string>()
  const plain = amount ?? ''
  const value =
    typed !== undefined && parseAmountText(typed, locale) === plain ? typed : formatAmountText(plain, locale)
  return {
    value,
    onChange: (event) => {
      setTyped(event.target.value)
      setAmount(parseAmountText(event.target.value, locale))
    },
  }
}
