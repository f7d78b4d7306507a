import { TIMING } from '../constants/timing.ts'
import type { PorticoError } from '../errors/base.ts'
import { createVanillaStore, type StoreApi } from './store.ts'

export type ToastVariant = 'loading' | 'success' | 'error' | 'svg'

export type ToastState = {
  open: boolean
  message: string
  variant: ToastVariant
  /** An icon for the svg variant. */
  svg?: { icon: string; color: string } | undefined
  autoClose: boolean
  /** The error an error toast is about: the UI shows its message translated; `message` is its English. */
  error?: PorticoError | undefined
}

export type ToastOptions = {
  svg?: ToastState['svg']
  autoClose?: boolean | undefined
  error?: PorticoError | undefined
}

export type ToastController = {
  store: StoreApi<ToastState>
  show(variant: ToastVariant, message: string, options?: ToastOptions): void
  hide(): void
}

/** How long a toast stays before it closes itself. */
export const TOAST_DURATION_MS = 2_500

/**
 * Toasts (docs/rules/screens.md): they auto-close by default; a toast shown while one is open first closes the old
 * one and appears 150 ms later.
 */
export function createToastController(): ToastController {
  const store = createVanillaStore<ToastState>({
    open: false,
    message: '',
    variant: 'success',
    autoClose: true,
  })
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  function clearTimers() {
    clearTimeout(showTimer)
    clearTimeout(closeTimer)
  }

  function display(variant: ToastVariant, message: string, options: ToastOptions) {
    const autoClose = options.autoClose ?? variant !== 'loading'
    store.setState({ open: true, message, variant, svg: options.svg, autoClose, error: options.error })
    if (autoClose) closeTimer = setTimeout(() => store.setState({ open: false }), TOAST_DURATION_MS)
  }

  return {
    store,
    show(variant, message, options = {}) {
      clearTimers()
      if (store.getState().open) {
        store.setState({ open: false })
        showTimer = setTimeout(() => display(variant, message, options), TIMING.toastReshowDelayMs)
      } else {
        display(variant, message, options)
      }
    },
    hide() {
      clearTimers()
      store.setState({ open: false })
    },
  }
}
