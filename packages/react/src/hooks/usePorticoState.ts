import type { View } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type PorticoState = {
  open: boolean
  loading: boolean
  view: View
  selectedNetworkId: string | undefined
  themeMode: 'light' | 'dark'
}

/** The public state of the modal (open, view, network, theme). */
export function usePorticoState(): PorticoState {
  const portico = usePortico()
  const modal = useStoreState(portico.modal.store)
  const router = useStoreState(portico.router.store)
  const networks = useStoreState(portico.networks.store)
  const theme = useStoreState(portico.theme.store)
  return {
    open: modal.open,
    loading: modal.loading,
    view: router.view,
    selectedNetworkId: networks.caipNetwork?.caipNetworkId,
    themeMode: theme.themeMode,
  }
}
