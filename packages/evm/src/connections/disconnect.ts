import { type Config, disconnect as wagmiDisconnect } from '@wagmi/core'

export type DisconnectParameters = { connectorId: string }

/** Ends a connector's connection; wagmi makes the next live one current. A no-op when not connected. */
export async function disconnect(config: Config, parameters: DisconnectParameters): Promise<void> {
  const connector = config.connectors.find((candidate) => candidate.id === parameters.connectorId)
  if (connector && config.state.connections.has(connector.uid)) await wagmiDisconnect(config, { connector })
}
