import type { ChainNamespace } from '@portico/core'
import { useMemo } from 'react'
import { getAppKit } from '../../instance.ts'

export type UseDisconnectReturnType = {
  disconnect(parameters?: { namespace?: ChainNamespace | undefined }): Promise<void>
}

/**
 * Disconnects the active wallet, or a namespace's, as AppKit's `useDisconnect`.
 *
 * @example
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = getAppKit()
  return useMemo(() => ({ disconnect: (parameters) => appKit.disconnect(parameters?.namespace) }), [appKit])
}
