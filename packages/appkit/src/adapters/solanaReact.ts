import { useMemo } from 'react'
import { warnUnsupported } from '../warnUnsupported.ts'

export type UseAppKitConnectionReturnType = { connection: undefined }

/**
 * AppKit's Solana `useAppKitConnection`. AppKit hands out a `@solana/web3.js` Connection; Portico ships
 * no web3.js (its Solana adapter speaks RPC itself), so this says so once and returns none: create a
 * Connection on the network's `rpcUrls.default.http[0]` (from `useAppKitNetwork`) instead.
 *
 * @example
 * const { connection } = useAppKitConnection() // undefined on Portico
 */
export function useAppKitConnection(): UseAppKitConnectionReturnType {
  return useMemo(() => {
    warnUnsupported('useAppKitConnection')
    return { connection: undefined }
  }, [])
}
