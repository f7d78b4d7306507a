import type { AdapterAccount } from '@portico/core'
import type { Config } from '@wagmi/core'
import { getProvider } from '../connectors/getProvider.ts'

export type RevokePermissionsParameters = AdapterAccount & { permissionsContext: string }

/**
 * Asks the wallet to end a session (ERC-7715 `wallet_revokePermissions`); resolves once it is ended on chain.
 *
 * @example
 * await revokePermissions(config, { connectorId, address, caipNetwork, permissionsContext })
 */
export async function revokePermissions(
  config: Config,
  parameters: RevokePermissionsParameters,
): Promise<void> {
  const provider = await getProvider(config, parameters.connectorId)
  await provider.request({
    method: 'wallet_revokePermissions',
    params: [{ permissionsContext: parameters.permissionsContext }],
  } as never)
}
