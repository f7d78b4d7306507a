import type { OpenParameters, View } from '@portico/core'
import { useMemo } from 'react'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseModalReturnType = {
  open: (parameters?: OpenParameters) => void
  close: () => void
  isOpen: boolean
  view: View
  loading: boolean
}

/** Opens and closes the modal and tells its state. */
export function useModal(): UseModalReturnType {
  const portico = usePortico()
  const modal = useStoreState(portico.modal.store)
  const router = useStoreState(portico.router.store)
  return useMemo(
    () => ({
      open: (parameters?: OpenParameters) => portico.open(parameters),
      close: () => portico.close(),
      isOpen: modal.open,
      view: router.view,
      loading: modal.loading,
    }),
    [portico, modal, router],
  )
}
