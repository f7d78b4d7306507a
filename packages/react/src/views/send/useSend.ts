import { getWalletFeatures } from '@portico/core'
import { usePortico } from '../../hooks/usePortico.ts'
import { useStoreState } from '../../hooks/useStore.ts'

/** The send controller of the instance and its state. */
export function useSend() {
  const portico = usePortico()
  const features = getWalletFeatures(portico)
  return { ...features, state: useStoreState(features.send.store) }
}
