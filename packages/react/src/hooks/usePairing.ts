import { type GetPairingReturnType, getPairing } from '@portico/core'
import { useCallback, useSyncExternalStore } from 'react'
import { usePortico } from './usePortico.ts'

export type UsePairingReturnType = GetPairingReturnType

/**
 * The WalletConnect pairing: its status, the `wc:` URI to show as a QR code, and its error.
 *
 * @example
 * const { status, uri } = usePairing()
 */
export function usePairing(): UsePairingReturnType {
  const portico = usePortico()
  const snapshot = useCallback(() => getPairing(portico), [portico])
  return useSyncExternalStore(portico.pairing.store.subscribe, snapshot, snapshot)
}
