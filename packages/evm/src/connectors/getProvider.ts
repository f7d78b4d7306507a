import { ConnectionFailedError } from '@portico/core'
import type { Config } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { getWagmiConnector } from './getWagmiConnector.ts'

/** The EIP-1193 provider of a connector, for wallet methods wagmi has no action for. */
export async function getProvider(config: Config, connectorId: string): Promise<EIP1193Provider> {
  const provider = (await getWagmiConnector(config, connectorId).getProvider()) as EIP1193Provider | undefined
  if (!provider)
    throw new ConnectionFailedError({ details: `The wallet of '${connectorId}' is not available.` })
  return provider
}
