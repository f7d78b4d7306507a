import {
  type CaipNetwork,
  type Connection,
  findErrorCode,
  isUserRejectedError,
  toConnectionError,
} from '@portico/core'
import { type Config, connect as wagmiConnect } from '@wagmi/core'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { switchConnection } from './switchConnection.ts'
import { toConnection } from './toConnection.ts'
import { toNetworkNotAddedError } from './toNetworkNotAddedError.ts'

export type ConnectParameters = {
  connectorId: string
  /** The network to connect on; the wallet is asked to switch to it. */
  caipNetwork?: CaipNetwork | undefined
}

export type ConnectReturnType = Connection

/**
 * Connects a connector through wagmi, or makes its live connection the active one again. A 4001 or
 * 5000 answer is 'Connection rejected', anything else 'Failed to connect' (docs/rules/errors.md); a
 * wallet that could not add `caipNetwork` is core's NetworkNotAddedError, not a rejection.
 */
export async function connect(config: Config, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const { connectorId, caipNetwork } = parameters
  const connector = getWagmiConnector(config, connectorId)
  if (config.state.connections.has(connector.uid)) return switchConnection(config, { connectorId })
  try {
    const result = await wagmiConnect(config, {
      connector,
      ...(caipNetwork ? { chainId: Number(caipNetwork.id) } : {}),
    })
    return toConnection(connectorId, result)
  } catch (error) {
    // wagmi reports a failed addition of the network as a rejection that keeps the wallet's error.
    const notAdded =
      caipNetwork && isUserRejectedError(findErrorCode(error))
        ? toNetworkNotAddedError(error, caipNetwork)
        : undefined
    throw notAdded ?? toConnectionError(error)
  }
}
