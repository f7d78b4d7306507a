import { parseTokenAmount, type TokenBalance } from '@portico/core'
import { STACK } from './stack.ts'

/** The server's balances of an address on a network (devnet A by default), read from the chain now. */
export async function serverBalances(
  address: string,
  chainId = 'eip155:31337',
): Promise<Record<string, TokenBalance>> {
  const url = `${STACK.apiUrl}/v1/account/${address}/balance?currency=usd&chainId=${chainId}&forceUpdate=true`
  const { balances } = (await (await fetch(url)).json()) as { balances: TokenBalance[] }
  return Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
}

/** A balance in base units; a token the account does not hold counts as 0. */
export const units = (balance: TokenBalance | undefined): bigint =>
  balance ? parseTokenAmount(balance.quantity.numeric, Number(balance.quantity.decimals)) : 0n
