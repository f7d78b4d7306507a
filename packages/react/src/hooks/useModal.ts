import { closeModal, type OpenParameters, openModal, type View } from '@portico/core'
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

/**
 * Opens and closes the modal and tells its state.
 *
 * @example
 * const { open } = useModal()
 * <button onClick={() => open({ view: 'Networks' })}>Network</button>
 */
export function useModal(): UseModalReturnType {
  const portico = usePortico()
  const { open: isOpen, loading } = useStoreState(portico.modal.store)
  const { view } = useStoreState(portico.router.store)
  return useMemo(
    () => ({
      open: (parameters) => openModal(portico, parameters),
      close: () => closeModal(portico),
      isOpen,
      view,
      loading,
    }),
    [portico, isOpen, view, loading],
  )
}
