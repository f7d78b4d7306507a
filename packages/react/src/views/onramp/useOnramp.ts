import { getWalletFeatures, type Portico } from '@portico/core'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'

/** The onramp controller of the instance and its state. */
export function useOnramp() {
  const portico = usePortico()
  const features = getWalletFeatures(portico)
  return { ...features, state: useStoreState(features.onramp.store) }
}

/**
 * The icon of a token the server's token list has (GET /public/getTokenImage/{symbol}, docs/rules/api.md);
 * a symbol it does not know fails to load and falls back to the symbol's initial.
 */
export function tokenImageUrl(portico: Portico, symbol: string): string {
  return portico.api.url(`/public/getTokenImage/${encodeURIComponent(symbol.toLowerCase())}`)
}
