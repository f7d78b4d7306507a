import { TIMING } from '../constants/timing.ts'
import type { Portico } from '../instance/createPortico.ts'

export type LeaveFarcasterParameters = {
  /** Reloads the auth provider (the embedded wallet's vault), ending the login it still waits for. */
  reload: () => void
}

/** Whether the Farcaster link was dropped (false when the login had already connected an address). */
export type LeaveFarcasterReturnType = boolean

/**
 * Going back from the Farcaster connecting view: without an address the Farcaster link is cleared and
 * the auth provider reloads shortly after, so the abandoned channel can no longer log anyone in.
 *
 * @example
 * import { leaveFarcaster } from '@portico/core'
 * leaveFarcaster(portico, { reload: () => bridge.reload() })
 */
export function leaveFarcaster(
  portico: Portico,
  parameters: LeaveFarcasterParameters,
): LeaveFarcasterReturnType {
  if (portico.account.store.getState().address) return false
  portico.account.setFarcasterUrl(undefined)
  setTimeout(parameters.reload, TIMING.farcasterReloadMs)
  return true
}
