import { type GetPermissionsReturnType, getPermissions } from '@portico/core'
import { useCallback, useEffect, useState } from 'react'
import { useAccount } from './useAccount.ts'
import { useNetwork } from './useNetwork.ts'
import { usePortico } from './usePortico.ts'

export type UsePermissionsReturnType = {
  /** Undefined until the chain answered. */
  data: GetPermissionsReturnType | undefined
  error: Error | null
  isLoading: boolean
  /** Reads the sessions again, e.g. after a grant or a revoke. */
  refetch: () => void
}

/**
 * The active account's smart sessions on the active network, read from the chain, again when the
 * account or the network changes.
 *
 * @example
 * const { data: sessions, isLoading } = usePermissions()
 */
export function usePermissions(): UsePermissionsReturnType {
  const portico = usePortico()
  const { address } = useAccount()
  const caipNetworkId = useNetwork().caipNetwork?.caipNetworkId
  const [round, setRound] = useState(0)
  const [state, setState] = useState<Omit<UsePermissionsReturnType, 'refetch'>>({
    data: undefined,
    error: null,
    isLoading: true,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks for a new read
  useEffect(() => {
    if (!address || !caipNetworkId) return setState({ data: undefined, error: null, isLoading: false })
    let live = true
    setState((previous) => ({ ...previous, error: null, isLoading: true }))
    getPermissions(portico).then(
      (data) => live && setState({ data, error: null, isLoading: false }),
      (error: Error) => live && setState({ data: undefined, error, isLoading: false }),
    )
    return () => {
      live = false
    }
  }, [portico, address, caipNetworkId, round])
  const refetch = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, refetch }
}
