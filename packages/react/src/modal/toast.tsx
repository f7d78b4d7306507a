import { useLayoutEffect, useRef } from 'react'
import { useErrorText } from '../hooks/useMessages.ts'
import { usePortico } from '../hooks/usePortico.ts'
import { useStoreState } from '../hooks/useStore.ts'
import { AlertIcon, CheckIcon, WalletIcon } from '../ui/icons.tsx'

/** The room the toast needs above the card besides its own height: a 12 px gap and 8 px to the window's edge. */
const GAP_PX = 20

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
  // Placed when it opens and again whenever the card's or its own size changes (a send's review replaced
  // by the taller Account, a longer message), so it never leaves the window nor lands on a control. The
  // attribute is set on the element, not through state: a resize observer's callback runs before the
  // frame is painted, while a state update would render a frame later, with the toast off the window.
  useLayoutEffect(() => {
    if (!toast.open) return
    const card = ref.current?.parentElement?.querySelector('.card')
    const element = ref.current?.querySelector<HTMLElement>('.toast')
    if (!card || !element) return
    const place = () => {
      const height = element.getBoundingClientRect().height
      element.dataset.placement = card.getBoundingClientRect().top >= height + GAP_PX ? 'above' : 'header'
    }
    place()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(place)
    observer.observe(card)
    observer.observe(element)
    window.addEventListener('resize', place)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', place)
    }
  }, [toast.open])
  return (
    <div ref={ref} role="status" aria-live="polite">
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
          <span className="toast-text">{(toast.error && errorText(toast.error)) ?? toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
