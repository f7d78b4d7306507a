import type { View } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from '../hooks/usePortico.ts'
import { useStore } from '../hooks/useStore.ts'
import { loadModal, type ModalModule, peekModal } from './loadModal.ts'

const selectOpen = (state: { open: boolean }) => state.open
const selectView = (state: { view: View }) => state.view

/**
 * Renders the modal once it has been opened. The modal UI is a lazy chunk (DESIGN §3): a page
 * that never opens it loads only the buttons and the instance. No Suspense boundary here: React
 * holds a suspended boundary's content back for up to 300 ms, far more than the two frames the
 * wallet list is allowed after the click.
 */
export function ModalRoot() {
  const portico = usePortico()
  const open = useStore(portico.modal.store, selectOpen)
  const view = useStore(portico.router.store, selectView)
  const [loaded, setLoaded] = useState<ModalModule | undefined>(peekModal)
  const module = loaded ?? peekModal()
  useEffect(() => {
    if (open && !module) loadModal(view).then(setLoaded)
  }, [open, module, view])
  if (!open || !module) return null
  return <module.Modal />
}
