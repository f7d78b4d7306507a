import { getWalletFeatures } from '@portico/core'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'

/** The swap controller of the instance and its state. */
export function useSwap() {
  const portico = usePortico()
  const features = getWalletFeatures(portico)
  return { ...features, state: useStoreState(features.swap.store) }
}
