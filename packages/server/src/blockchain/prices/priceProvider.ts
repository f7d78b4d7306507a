/** A token to price: an ERC20 or SPL token by address, or the network's native coin when `address` is null. */
export type PricedToken = {
  /** CAIP-2 id of the token's network. */
  caipNetworkId: string
  address: string | null
  symbol: string
}

/**
 * Where prices come from. `getPrices` answers one entry per token, in order: the price of one whole
 * token in `currency` (lower-case, e.g. `usd`), or undefined when the provider has none.
 */
export type PriceProvider = {
  getPrices(currency: string, tokens: readonly PricedToken[]): Promise<(number | undefined)[]>
}

export type PriceProviderErrorHandler = (error: unknown, provider: PriceProvider) => void

/**
 * Asks each provider in turn for the tokens still without a price. A provider that fails is reported
 * to `onError` and skipped, so one unreachable price API never fails a balance call.
 */
export function combinePriceProviders(
  providers: readonly PriceProvider[],
  onError: PriceProviderErrorHandler = () => {},
): PriceProvider {
  return {
    async getPrices(currency, tokens) {
      const prices: (number | undefined)[] = tokens.map(() => undefined)
      for (const provider of providers) {
        const missing = tokens.flatMap((token, index) =>
          prices[index] === undefined ? [{ token, index }] : [],
        )
        if (missing.length === 0) break
        try {
          const found = await provider.getPrices(
            currency,
            missing.map(({ token }) => token),
          )
          missing.forEach(({ index }, position) => {
            prices[index] = found[position]
          })
        } catch (error) {
          onError(error, provider)
        }
      }
      return prices
    },
  }
}

/**
 * The key of a token's price in caches and lookups, e.g. `eip155:1:0xa0b8…` or `eip155:1:native`. EVM
 * addresses are lower-cased; base58 (Solana) addresses are case-sensitive and kept as they are.
 */
export function priceKey(token: PricedToken): string {
  const address = token.address?.startsWith('0x') ? token.address.toLowerCase() : token.address
  return `${token.caipNetworkId}:${address ?? 'native'}`
}
