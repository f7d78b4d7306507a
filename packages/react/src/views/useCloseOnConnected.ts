import { closeModal } from '@portico/core'
import { useEffect } from 'react'
import type { MutationStatus } from '../hooks/useMutation.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'

/**
 * Closes the modal once a connecting view's connection has succeeded, but only while the router still
 * shows that view's entry: by the time the effect runs, the sign-in the new account needs
 * (SIWXSignMessage, DataCapture) may have replaced it, and closing would drop that view.
 */
export function useCloseOnConnected(status: MutationStatus) {
  const portico = usePortico()
  const { view, data } = useStoreState(portico.router.store)
  useEffect(() => {
    if (status !== 'success') return
    const shown = portico.router.store.getState()
    if (shown.view === view && shown.data === data) closeModal(portico)
  }, [portico, status, view, data])
}
