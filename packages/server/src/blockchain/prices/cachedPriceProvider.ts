import { TtlCache } from '../ttlCache.ts'
import { type PriceProvider, priceKey } from './priceProvider.ts'

const MAX_CACHED_PRICES = 10_000

/** Remembers prices (and the absence of one) for `ttlMs` per currency and token. */
export function cachePrices(provider: PriceProvider, ttlMs: number): PriceProvider {
  const cache = new TtlCache<{ price: number | undefined }>(ttlMs, MAX_CACHED_PRICES)
  return {
    async getPrices(currency, tokens) {
      const keys = tokens.map((token) => `${currency}|${priceKey(token)}`)
      const cached = keys.map((key) => cache.get(key))
      const missing = tokens.filter((_, index) => cached[index] === undefined)
      const found = missing.length > 0 ? await provider.getPrices(currency, missing) : []
      let next = 0
      return tokens.map((_, index) => {
        const hit = cached[index]
        if (hit) return hit.price
        const price = found[next++]
        cache.set(keys[index] as string, { price })
        return price
      })
    },
  }
}
