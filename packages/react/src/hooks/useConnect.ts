import {
  type ConnectErrorType,
  type Connector,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'
import { useStore } from './useStore.ts'

export type UseConnectReturnType = UseMutationReturnType<
  ConnectParameters,
  ConnectReturnType,
  ConnectErrorType
> & {
  /** The wallets this browser can connect, across namespaces. */
  connectors: readonly Connector[]
  connect: (parameters: ConnectParameters) => void
  connectAsync: (parameters: ConnectParameters) => Promise<ConnectReturnType>
}

const selectConnectors = (state: { connectors: readonly Connector[] }) => state.connectors

/**
 * Connects a wallet without the modal.
 *
 * @example
 * const { connectors, connect, isPending, error } = useConnect()
 * connect({ connectorId: connectors[0].id })
 */
export function useConnect(): UseConnectReturnType {
  const portico = usePortico()
  const mutation = useMutation<ConnectParameters, ConnectReturnType, ConnectErrorType>((parameters) =>
    connect(portico, parameters),
  )
  const connectors = useStore(portico.connectors.store, selectConnectors)
  return { ...mutation, connectors, connect: mutation.mutate, connectAsync: mutation.mutateAsync }
}
