import type { Config } from '@wagmi/core'
import type { Address } from 'viem'
import { getProvider } from '../connectors/getProvider.ts'

export type GetCapabilitiesParameters = { connectorId: string; address: string }

/** The wallet's own answer, keyed by hex chain id (EIP-5792). */
export type GetCapabilitiesReturnType = Record<string, unknown>

/** What the wallet supports (wallet_getCapabilities); an empty object when it does not say. */
export async function getCapabilities(
  config: Config,
  parameters: GetCapabilitiesParameters,
): Promise<GetCapabilitiesReturnType> {
  const provider = await getProvider(config, parameters.connectorId)
  try {
    return (await provider.request({
      method: 'wallet_getCapabilities',
      params: [parameters.address as Address],
    })) as GetCapabilitiesReturnType
  } catch {
    return {}
  }
}
