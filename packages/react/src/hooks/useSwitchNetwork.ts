import {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseSwitchNetworkReturnType = UseMutationReturnType<
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
  SwitchNetworkErrorType
> & {
  switchNetwork: (parameters: SwitchNetworkParameters) => void
  switchNetworkAsync: (parameters: SwitchNetworkParameters) => Promise<SwitchNetworkReturnType>
}

/**
 * Switches the active network; a connected wallet is asked first.
 *
 * @example
 * const { switchNetwork } = useSwitchNetwork()
 * switchNetwork({ caipNetwork: devnetB })
 */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const portico = usePortico()
  const mutation = useMutation<SwitchNetworkParameters, SwitchNetworkReturnType, SwitchNetworkErrorType>(
    (parameters) => switchNetwork(portico, parameters),
  )
  return { ...mutation, switchNetwork: mutation.mutate, switchNetworkAsync: mutation.mutateAsync }
}
