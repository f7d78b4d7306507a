import type { Connection } from '@portico/core'
import { type Config, switchConnection as wagmiSwitchConnection } from '@wagmi/core'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'
import { toConnection } from './toConnection.ts'

export type SwitchConnectionParameters = { connectorId: string }

export type SwitchConnectionReturnType = Connection

/** Makes another live connection wagmi's current one (docs/rules/states.md: 'active' becomes 'connected'). */
export async function switchConnection(
  config: Config,
  parameters: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  const connector = getWagmiConnector(config, parameters.connectorId)
  const result = await wagmiSwitchConnection(config, { connector })
  return toConnection(parameters.connectorId, result)
}
