import { getWalletFeatures } from '@portico/core'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'

/** The onramp controller of the instance and its state. */
export function useOnramp() {
  const portico = usePortico()
  const features = getWalletFeatures(portico)
  return { ...features, state: useStoreState(features.onramp.store) }
}
