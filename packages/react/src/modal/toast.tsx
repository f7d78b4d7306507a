import { useErrorText } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { AlertIcon, CheckIcon, WalletIcon } from '../ui/icons.tsx'

/** The modal's toast (docs/rules/screens.md): loading, success, error and svg variants. */
export function Toast() {
  const toast = useStoreState(usePortico().toast.store)
  const errorText = useErrorText()
  return (
    <div role="status" aria-live="polite">
      {toast.open ? (
        <div className="toast" data-variant={toast.variant}>
          <span className="toast-icon">
            {toast.variant === 'loading' ? (
              <span className="spinner" />
            ) : toast.variant === 'error' ? (
              <AlertIcon />
            ) : toast.variant === 'success' ? (
              <CheckIcon />
            ) : (
              <WalletIcon />
            )}
          </span>
          <span>{(toast.error && errorText(toast.error)) ?? toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
