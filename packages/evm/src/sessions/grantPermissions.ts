import type { AdapterAccount, SessionPermission, SessionPermissionRequest } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, numberToHex, toFunctionSelector } from 'viem'
import { getProvider } from '../connectors/getProvider.ts'
import { createSessionKey, functionName, rememberSessionKey } from './sessionAccount.ts'

export type GrantPermissionsParameters = AdapterAccount & SessionPermissionRequest

export type GrantPermissionsReturnType = SessionPermission

/**
 * Makes a session key in the page and asks the wallet to grant it (ERC-7715 `wallet_grantPermissions`):
 * one `contract-call` permission with a `token-allowance` policy (the spend limit) until the expiry.
 *
 * @example
 * const session = await grantPermissions(config, { ...account, contract, functionSignature, spendLimit, expiry })
 */
export async function grantPermissions(
  config: Config,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  const provider = await getProvider(config, parameters.connectorId)
  const key = createSessionKey()
  const chainId = Number(parameters.caipNetwork.id)
  const signature = parameters.functionSignature.replace(/^function\s+/, '').replace(/\s+/g, '')
  const response = (await provider.request({
    method: 'wallet_grantPermissions',
    params: [
      {
        chainId: numberToHex(chainId),
        address: parameters.address as Address,
        expiry: parameters.expiry,
        signer: { type: 'key', data: { id: key.address } },
        permissions: [
          {
            type: 'contract-call',
            data: { address: parameters.contract as Address, calls: [signature] },
            policies: [{ type: 'token-allowance', data: { allowance: numberToHex(parameters.spendLimit) } }],
            required: true,
          },
        ],
      },
    ],
  } as never)) as { permissionsContext: string; address?: string; expiry: number }
  rememberSessionKey(key)
  const selector = toFunctionSelector(`function ${signature}`)
  return {
    permissionsContext: response.permissionsContext,
    account: response.address ?? parameters.address,
    caipNetworkId: parameters.caipNetwork.caipNetworkId,
    key: key.address,
    contract: parameters.contract,
    selector,
    functionName: functionName(selector) ?? signature.slice(0, signature.indexOf('(')),
    spendLimit: parameters.spendLimit,
    spent: 0n,
    expiry: response.expiry,
    usable: true,
  }
}
