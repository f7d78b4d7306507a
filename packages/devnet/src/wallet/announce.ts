import type { EIP1193Provider } from 'viem'
import { DEV_WALLET_INFO, type DevWalletInfo } from './info.ts'

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

export type AnnounceProviderParameters = {
  provider: EIP1193Provider
  info?: DevWalletInfo | undefined
  /** The window to announce on; defaults to globalThis. */
  target?: EventTargetLike | undefined
}

/**
 * Announces a provider over EIP-6963: dispatches `eip6963:announceProvider` now and again on each
 * `eip6963:requestProvider`. Returns a function that stops answering requests.
 *
 * @example
 * const stop = announceProvider({ provider: wallet.provider })
 */
export function announceProvider(parameters: AnnounceProviderParameters): () => void {
  const { provider, info = DEV_WALLET_INFO, target = globalThis as unknown as EventTargetLike } = parameters
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  announce()
  target.addEventListener('eip6963:requestProvider', announce)
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
