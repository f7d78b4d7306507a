import { useLayoutEffect, useRef, useState } from 'react'
import { useErrorText } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { AlertIcon, CheckIcon, WalletIcon } from '../ui/icons.tsx'

/** The room the toast needs above the card: its 40 px and a 12 px gap, with 8 px to the window's edge. */
const ABOVE_PX = 60

/**
 * The modal's toast (docs/rules/screens.md): loading, success, error and svg variants. It shows outside
 * the card, above it, so it never covers a control the visitor needs next (Copy, Cancel, Send, the action
 * tiles, Disconnect); a card too tall to leave that room gets it over its title, between the header's
 * buttons.
 */
export function Toast() {
  const toast = useStoreState(usePortico().toast.store)
  const errorText = useErrorText()
  const ref = useRef<HTMLDivElement>(null)
  const [placement, setPlacement] = useState<'above' | 'header'>('above')
  // Placed when it opens and again whenever the card's height changes under it (a send's review
  // replaced by the taller Account), so it never leaves the window nor lands on a control.
  useLayoutEffect(() => {
    if (!toast.open) return
    const card = ref.current?.parentElement?.querySelector('.card')
    if (!card) return
    const place = () => setPlacement(card.getBoundingClientRect().top >= ABOVE_PX ? 'above' : 'header')
    place()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(place)
    observer.observe(card)
    return () => observer.disconnect()
  }, [toast.open])
  return (
    <div ref={ref} role="status" aria-live="polite">
      {toast.open ? (
        <div className="toast" data-variant={toast.variant} data-placement={placement}>
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
          <span className="toast-text">{(toast.error && errorText(toast.error)) ?? toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
