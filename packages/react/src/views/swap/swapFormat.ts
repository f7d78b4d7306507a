import {
  formatBalance,
  formatTokenAmount,
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

/** Smallest units as a short decimal (floored to 3 decimals, '<0.001' for dust). */
export function shortAmount(value: bigint, decimals: number): string {
  const text = formatBalance(formatTokenAmount(value, decimals))
  return text === '0.000' && value > 0n ? '<0.001' : text
}

/** '1 PUSD = 0.987 PDAI' from the quoted amounts. */
export function rateText(fromAmount: bigint, toAmount: bigint, from: SwapToken, to: SwapToken): string {
  const rate =
    Number(formatTokenAmount(toAmount, to.decimals)) / Number(formatTokenAmount(fromAmount, from.decimals))
  return `1 ${from.symbol} = ${rate.toLocaleString('en-US', { maximumSignificantDigits: 6 })} ${to.symbol}`
}

/** A price impact in percent with two decimals; '<0.01%' when smaller. */
export function impactText(impact: number | null): string | undefined {
  if (impact === null) return undefined
  return impact < 0.01 ? '<0.01%' : `${impact.toFixed(2)}%`
}
