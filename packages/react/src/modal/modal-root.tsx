import { lazy, Suspense } from 'react'
import { usePortico } from '../hooks/use-portico.ts'
import { useStore } from '../hooks/use-store.ts'
import { loadModal } from './load-modal.ts'

const Modal = lazy(() => loadModal().then((module) => ({ default: module.Modal })))

const selectOpen = (state: { open: boolean }) => state.open

/**
 * Renders the modal once it has been opened. The modal UI is a lazy chunk (DESIGN §3): a page
 * that never opens it loads only the buttons and the instance.
 */
export function ModalRoot() {
  const portico = usePortico()
  const open = useStore(portico.modal.store, selectOpen)
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  )
}
