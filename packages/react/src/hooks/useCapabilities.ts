import { type GetCapabilitiesReturnType, getCapabilities } from '@portico/core'
import { useEffect, useState } from 'react'
import { useAccount } from './useAccount.ts'
import { useNetwork } from './useNetwork.ts'
import { usePortico } from './usePortico.ts'

export type UseCapabilitiesReturnType = { data: GetCapabilitiesReturnType | undefined; error: Error | null }

/**
 * The connected wallet's capabilities on the active network (`atomic`, `paymasterService`, …), read
 * again when the account or the network changes.
 *
 * @example
 * const { data } = useCapabilities()
 * const batches = (data?.atomic as { status?: string } | undefined)?.status === 'supported'
 */
export function useCapabilities(): UseCapabilitiesReturnType {
  const portico = usePortico()
  const { address } = useAccount()
  const caipNetworkId = useNetwork().caipNetwork?.caipNetworkId
  const [state, setState] = useState<UseCapabilitiesReturnType>({ data: undefined, error: null })
  useEffect(() => {
    if (!address) return setState({ data: undefined, error: null })
    let live = true
    getCapabilities(portico, { caipNetworkId }).then(
      (data) => live && setState({ data, error: null }),
      (error: Error) => live && setState({ data: undefined, error }),
    )
    return () => {
      live = false
    }
  }, [portico, address, caipNetworkId])
  return state
}
