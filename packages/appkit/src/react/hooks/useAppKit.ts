import { useMemo } from 'react'
import type { AppKit } from '../../createAppKit.ts'
import { getAppKit } from '../../instance.ts'

export type UseAppKitReturnType = Pick<AppKit, 'open' | 'close'>

/**
 * Opens and closes the modal, as AppKit's `useAppKit`: `open({ view: 'Networks' })`.
 *
 * @example
 * const { open } = useAppKit()
 * <button onClick={() => open({ view: 'Account' })}>Account</button>
 */
export function useAppKit(): UseAppKitReturnType {
  const appKit = getAppKit()
  return useMemo(() => ({ open: appKit.open, close: appKit.close }), [appKit])
}
