import type { View } from '@portico/core'
import { startTransition, useEffect, useState } from 'react'
import { usePortico } from '../hooks/usePortico.ts'
import { useStore } from '../hooks/useStore.ts'
import { loadModal, type ModalModule, onModalLoaded, peekModal } from './loadModal.ts'

const selectOpen = (state: { open: boolean }) => state.open
const selectView = (state: { view: View }) => state.view

/**
 * Renders the modal once it has been opened. The modal UI is a lazy chunk (docs/architecture.md): a page
 * that never opens it loads only the buttons and the instance. No Suspense boundary here: React
 * holds a suspended boundary's content back for up to 300 ms, far more than the two frames the
 * wallet list is allowed after the click.
 *
 * Once the chunk is there (fetched while the page is idle) and the page is idle again, the modal is
 * rendered once hidden, in a transition that yields to the visitor, and removed as soon as it is laid
 * out: a first open of code that never ran costs several times a later one (compiling, first styles),
 * and on a phone every open is a click without a hover first.
 */
export function ModalRoot() {
  const portico = usePortico()
  const open = useStore(portico.modal.store, selectOpen)
  const view = useStore(portico.router.store, selectView)
  const [loaded, setLoaded] = useState<ModalModule | undefined>(peekModal)
  const [warmUp, setWarmUp] = useState(false)
  const module = loaded ?? peekModal()
  useEffect(() => {
    if (open && !module) void loadModal(view).then(setLoaded)
  }, [open, module, view])
  useEffect(() => {
    let live = true
    const stop = onModalLoaded((arrived) =>
      portico.environment.whenIdle(() => {
        if (!live || portico.modal.store.getState().open) return
        startTransition(() => {
          setLoaded(arrived)
          setWarmUp(true)
        })
      }),
    )
    return () => {
      live = false
      stop()
    }
  }, [portico])
  if (!module) return null
  if (open) return <module.Modal key="open" />
  return warmUp ? <module.Modal key="warm-up" onWarmedUp={() => setWarmUp(false)} /> : null
}
