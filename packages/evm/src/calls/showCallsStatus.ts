import { type Config, getConnectorClient } from '@wagmi/core'
import { getWagmiConnector } from '../connectors/getWagmiConnector.ts'

export type ShowCallsStatusParameters = { connectorId: string; id: string }

/**
 * Asks the wallet to show a batch in its own interface (`wallet_showCallsStatus`).
 *
 * @example
 * await showCallsStatus(config, { connectorId, id })
 */
export async function showCallsStatus(config: Config, parameters: ShowCallsStatusParameters): Promise<void> {
  const wallet = await getConnectorClient(config, {
    connector: getWagmiConnector(config, parameters.connectorId),
  })
  await wallet.request({ method: 'wallet_showCallsStatus', params: [parameters.id] } as never, {
    retryCount: 0,
  })
}
