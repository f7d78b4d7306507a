import { ConnectionFailedError } from '@portico/core'
import type { Config, Connector } from '@wagmi/core'

/** The wagmi connector behind a Portico connector id; 'Failed to connect' when there is none. */
export function getWagmiConnector(config: Config, connectorId: string): Connector {
  const connector = config.connectors.find((candidate) => candidate.id === connectorId)
  if (!connector) throw new ConnectionFailedError({ details: `No EVM connector '${connectorId}'.` })
  return connector
}
