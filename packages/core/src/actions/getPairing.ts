import type { Portico } from '../instance/createPortico.ts'
import type { PairingState } from '../stores/pairing.ts'

export type GetPairingReturnType = PairingState

/**
 * The WalletConnect pairing the QR views show: the `wc:` URI (replaced before it expires), whether the
 * wallet declined, and why the relay could not be reached.
 *
 * @example
 * import { getPairing } from '@portico/core'
 * const { status, uri } = getPairing(portico)
 */
export function getPairing(portico: Portico): GetPairingReturnType {
  return portico.pairing.store.getState()
}
