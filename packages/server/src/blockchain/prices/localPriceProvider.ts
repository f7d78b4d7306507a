import type { PriceProvider } from './priceProvider.ts'

/** Prices per lower-case currency code, then per token symbol (case-sensitive, as tokens spell them). */
export type LocalPrices = Readonly<Record<string, Readonly<Record<string, number>>>>

/**
 * Default local prices: the devnet's coin and tokens in US dollars. Any symbol listed here is priced on
 * every network (so USDT is 1 USD on mainnet too when no real provider is configured).
 */
export const DEFAULT_LOCAL_PRICES: LocalPrices = {
  usd: { ETH: 3000, PUSD: 1, PDAI: 1, USDT: 1 },
}

/** Prices tokens by symbol from configuration; it needs no network. */
export function createLocalPriceProvider(prices: LocalPrices = DEFAULT_LOCAL_PRICES): PriceProvider {
  return {
    async getPrices(currency, tokens) {
      const table = prices[currency.toLowerCase()] ?? {}
      return tokens.map((token) => (Object.hasOwn(table, token.symbol) ? table[token.symbol] : undefined))
    },
  }
}
