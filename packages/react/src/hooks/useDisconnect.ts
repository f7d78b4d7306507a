import { type DisconnectErrorType, type DisconnectParameters, disconnect } from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseDisconnectReturnType = UseMutationReturnType<
  DisconnectParameters | undefined,
  void,
  DisconnectErrorType
> & {
  disconnect: (parameters?: DisconnectParameters) => void
  disconnectAsync: (parameters?: DisconnectParameters) => Promise<undefined>
}

/**
 * Disconnects the active connection (or the one named).
 *
 * @example
 * const { disconnect } = useDisconnect()
 * <button onClick={() => disconnect()}>Disconnect</button>
 */
export function useDisconnect(): UseDisconnectReturnType {
  const portico = usePortico()
  const mutation = useMutation<DisconnectParameters | undefined, undefined, DisconnectErrorType>(
    (parameters) => disconnect(portico, parameters),
  )
  return { ...mutation, disconnect: mutation.mutate, disconnectAsync: mutation.mutateAsync }
}
