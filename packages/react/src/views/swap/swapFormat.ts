import {
  formatBalance,
  formatTokenAmount,
  localizeDecimal,
  parseTokenAmount,
  type SwapToken,
  type TokenBalance,
} from '@portico/core'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The account's balance of a swap token (the native coin has no address in the balance list). */
export function balanceOf(token: SwapToken | undefined, balances: readonly TokenBalance[]) {
  if (!token) return undefined
  const address = token.address.toLowerCase()
  return balances.find((balance) =>
    address.endsWith(NATIVE) ? !balance.address : balance.address?.toLowerCase() === address,
  )
}

/** The balance in the token's smallest unit; 0 without one. */
export function balanceUnits(balance: TokenBalance | undefined): bigint {
  return balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
}

/** The amount in smallest units, or undefined when it is not a valid decimal for the token. */
export function amountUnits(amount: string, token: SwapToken): bigint | undefined {
  try {
    return parseTokenAmount(amount, token.decimals)
  } catch {
    return undefined
  }
}

// English keeps the product's fixed formats ('1,234.500'); other locales get their own separators.
const numberLocale = (locale: string) => (locale === 'en' ? 'en-US' : locale)

/** Smallest units as a short decimal in the locale (floored to 3 decimals, '<0.001' for dust). */
export function shortAmount(value: bigint, decimals: number, locale: string): string {
  const text = formatBalance(formatTokenAmount(value, decimals))
  return text === '0.000' && value > 0n
    ? `<${localizeDecimal('0.001', locale)}`
    : localizeDecimal(text, locale)
}

/** '1 PUSD = 0.987 PDAI' from the quoted amounts, in the locale. */
export function rateText(
  fromAmount: bigint,
  toAmount: bigint,
  from: SwapToken,
  to: SwapToken,
  locale: string,
): string {
  const rate =
    Number(formatTokenAmount(toAmount, to.decimals)) / Number(formatTokenAmount(fromAmount, from.decimals))
  return `1 ${from.symbol} = ${rate.toLocaleString(numberLocale(locale), { maximumSignificantDigits: 6 })} ${to.symbol}`
}

/** A price impact in percent with two decimals, in the locale; '<0.01%' when smaller. */
export function impactText(impact: number | null, locale: string): string | undefined {
  if (impact === null) return undefined
  const percent = (value: number) =>
    `${value.toLocaleString(numberLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`
  return impact < 0.01 ? `<${percent(0.01)}` : percent(impact)
}
