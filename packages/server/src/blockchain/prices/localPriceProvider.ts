import { type PriceProvider, priceKey } from './priceProvider.ts'

/**
 * Prices per currency code, then per token: its CAIP-10 address (`eip155:1:0xA0b8…`), or
 * `{caipNetworkId}:native` for the network's coin. A token not listed has no local price.
 */
export type LocalPrices = Readonly<Record<string, Readonly<Record<string, number>>>>

/** The table's token key as {@link priceKey} spells it: EVM addresses in lower case. */
function normalizeKey(key: string): string {
  return key.replace(/:0x[0-9a-fA-F]{40}$/, (address) => address.toLowerCase())
}

/**
 * Prices exactly the tokens its table lists, on their own network; it needs no network access.
 *
 * @example
 * const local = createLocalPriceProvider({ usd: { 'eip155:31337:native': 3000 } })
 * await local.getPrices('usd', [{ caipNetworkId: 'eip155:31337', address: null, symbol: 'ETH' }]) // [3000]
 */
export function createLocalPriceProvider(prices: LocalPrices): PriceProvider {
  const tables = new Map(
    Object.entries(prices).map(([currency, table]) => [
      currency.toLowerCase(),
      new Map(Object.entries(table).map(([key, price]) => [normalizeKey(key), price])),
    ]),
  )
  return {
    async getPrices(currency, tokens) {
      const table = tables.get(currency.toLowerCase())
      return tokens.map((token) => table?.get(priceKey(token)))
    },
  }
}
