import { getWalletFeatures } from '@portico/core'
import { usePortico } from '../../hooks/use-portico.ts'
import { useStoreState } from '../../hooks/use-store.ts'

/** The send controller of the instance and its state. */
export function useSend() {
  const portico = usePortico()
  const features = getWalletFeatures(portico)
  return { ...features, state: useStoreState(features.send.store) }
}
