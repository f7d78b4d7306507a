import { createVanillaStore, type StoreApi } from './store.ts'

/**
 * Where a WalletConnect pairing stands: `loading` while the client loads and proposes, `ready` with a
 * URI to show, `rejected` when the wallet declined, `error` when the relay cannot be reached.
 */
export type PairingStatus = 'idle' | 'loading' | 'ready' | 'rejected' | 'error'

/** What the ConnectingWalletConnect views show (docs/rules/states.md pairing). */
export type PairingState = {
  status: PairingStatus
  /** The `wc:` URI to show as a QR code and to hand to wallets; replaced before it expires. */
  uri: string | undefined
  /** Unix seconds when `uri` stops working. */
  expiry: number | undefined
  /** Why the pairing failed, in words for the visitor, when `status` is 'error'. */
  error: { message: string; details?: string | undefined } | undefined
}

/** A change a WalletConnect face reports. */
export type PairingUpdate =
  | { status: 'loading' }
  | { status: 'ready'; uri: string; expiry: number }
  | { status: 'rejected' }
  | { status: 'error'; message: string; details?: string | undefined }

/** What adapters get: report pairing progress, and learn when the visitor gave the pairing up. */
export type PairingReporter = {
  report(update: PairingUpdate): void
  /** Runs `listener` when the pairing is abandoned (the modal closed); returns an unsubscribe. */
  onReset(listener: () => void): () => void
}

export type PairingController = PairingReporter & {
  store: StoreApi<PairingState>
  /** Forgets the URI and tells the faces to stop (docs/rules/states.md: close resets the pairing URI). */
  reset(): void
}

export const IDLE_PAIRING: PairingState = {
  status: 'idle',
  uri: undefined,
  expiry: undefined,
  error: undefined,
}

export function createPairingController(): PairingController {
  const store = createVanillaStore<PairingState>({ ...IDLE_PAIRING })
  const resetListeners = new Set<() => void>()
  return {
    store,
    report(update) {
      if (update.status === 'ready') {
        store.setState({ status: 'ready', uri: update.uri, expiry: update.expiry, error: undefined })
      } else if (update.status === 'error') {
        store.setState({
          status: 'error',
          error: { message: update.message, details: update.details },
          uri: undefined,
          expiry: undefined,
        })
      } else {
        store.setState({ ...IDLE_PAIRING, status: update.status })
      }
    },
    onReset(listener) {
      resetListeners.add(listener)
      return () => resetListeners.delete(listener)
    },
    reset() {
      const wasActive = store.getState().status !== 'idle'
      store.setState({ ...IDLE_PAIRING })
      if (wasActive) for (const listener of [...resetListeners]) listener()
    },
  }
}
