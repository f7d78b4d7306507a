import type { RouterController, RouterData } from './router.ts'
import { createVanillaStore, type StoreApi } from './store.ts'
import { SIGN_VIEWS, type View } from './views.ts'

export type ModalState = {
  open: boolean
  /** A connection or request is in flight. */
  loading: boolean
  /** Bumped to play the 500 ms shake (docs/rules/screens.md). */
  shakeCount: number
}

export type OpenParameters = { view?: View | undefined; data?: RouterData | undefined }

export type ModalControllerParameters = {
  router: RouterController
  isConnected: () => boolean
  isMobile: () => boolean
  hasAdapters: () => boolean
  manualWCControl: () => boolean
  enableEmbedded: () => boolean
  /** Sign-in is required and no session exists (docs/rules/states.md Modal). */
  isSignInPending: () => boolean
  onOpen: () => void
  onClose: (parameters: { connected: boolean }) => void
  resetPairingUri: () => void
}

export type ModalController = {
  store: StoreApi<ModalState>
  open(parameters?: OpenParameters): void
  close(): void
  isCloseDisabled(): boolean
  setLoading(loading: boolean): void
  shake(): void
}

/** The view `open()` starts on (docs/rules/screens.md Opening rules). */
export function resolveOpenView(parameters: {
  view?: View | undefined
  connected: boolean
  mobile: boolean
  hasAdapters: boolean
  manualWCControl: boolean
}): View {
  if (parameters.manualWCControl || (!parameters.hasAdapters && !parameters.connected)) {
    return parameters.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  if (parameters.view) return parameters.view
  return parameters.connected ? 'Account' : 'Connect'
}

/** The modal's open state and the docs/rules/states.md Modal transitions. */
export function createModalController(parameters: ModalControllerParameters): ModalController {
  const store = createVanillaStore<ModalState>({ open: false, loading: false, shakeCount: 0 })
  const { router } = parameters

  function isCloseDisabled() {
    return SIGN_VIEWS.includes(router.store.getState().view) && parameters.isSignInPending()
  }

  return {
    store,
    isCloseDisabled,
    open(options = {}) {
      const view = resolveOpenView({
        view: options.view,
        connected: parameters.isConnected(),
        mobile: parameters.isMobile(),
        hasAdapters: parameters.hasAdapters(),
        manualWCControl: parameters.manualWCControl(),
      })
      router.reset(view, options.data)
      if (!store.getState().open) {
        store.setState({ open: true })
        parameters.onOpen()
      }
    },
    close() {
      if (isCloseDisabled()) {
        store.setState({ shakeCount: store.getState().shakeCount + 1 })
        return
      }
      const connected = parameters.isConnected()
      const wasOpen = store.getState().open
      router.reset('Connect')
      store.setState({ loading: false })
      parameters.resetPairingUri()
      if (parameters.enableEmbedded()) {
        // Embedded mode keeps the modal on the page (docs/rules/screens.md Navigation rules).
        if (connected) router.replace('Account')
      } else {
        store.setState({ open: false })
      }
      if (wasOpen) parameters.onClose({ connected })
    },
    setLoading(loading) {
      store.setState({ loading })
    },
    shake() {
      store.setState({ shakeCount: store.getState().shakeCount + 1 })
    },
  }
}
