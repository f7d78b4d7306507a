import type { AdapterAccount, SessionPermission } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, decodeFunctionResult, encodeFunctionData, getAddress, toEventSelector } from 'viem'
import { findSessionKey, functionName, SESSION_ACCOUNT_ABI } from './sessionAccount.ts'

const SESSION_GRANTED = toEventSelector(
  'event SessionGranted(address indexed key, address target, bytes4 selector, uint256 spendLimit, uint48 validUntil)',
)

export type GetPermissionsParameters = AdapterAccount

export type GetPermissionsReturnType = readonly SessionPermission[]

/**
 * The account's sessions as the chain records them: every key its `SessionGranted` events name, with
 * the scope the account holds now (a revoked key holds none and is left out), newest grant first.
 *
 * @example
 * const sessions = await getPermissions(config, { connectorId, address, caipNetwork })
 */
export async function getPermissions(
  config: Config,
  parameters: GetPermissionsParameters,
): Promise<GetPermissionsReturnType> {
  // Bare JSON-RPC over the chain's transport: viem's public actions would add their own chunk to the adapter.
  const { request } = config.getClient({ chainId: Number(parameters.caipNetwork.id) })
  const account = parameters.address as Address
  const code = await request({ method: 'eth_getCode', params: [account, 'latest'] })
  if (!code || code === '0x') return []
  const logs = await request({
    method: 'eth_getLogs',
    params: [{ address: account, topics: [SESSION_GRANTED], fromBlock: '0x0', toBlock: 'latest' }],
  })
  // The key is the event's one indexed argument: the low 20 bytes of its second topic.
  const sessionKeys = [
    ...new Set(logs.flatMap(({ topics: [, key] }) => (key ? [getAddress(`0x${key.slice(26)}`)] : []))),
  ].reverse()
  if (sessionKeys.length === 0) return []
  const states = await Promise.all(
    sessionKeys.map(async (key) =>
      decodeFunctionResult({
        abi: SESSION_ACCOUNT_ABI,
        functionName: 'sessions',
        data: await request({
          method: 'eth_call',
          params: [
            {
              to: account,
              data: encodeFunctionData({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessions', args: [key] }),
            },
            'latest',
          ],
        }),
      }),
    ),
  )
  return sessionKeys.flatMap((key, index): SessionPermission[] => {
    const [target, selector, validUntil, spendLimit, spent] = states[index]!
    if (validUntil === 0) return []
    return [
      {
        permissionsContext: key,
        account,
        caipNetworkId: parameters.caipNetwork.caipNetworkId,
        key,
        contract: target,
        selector,
        functionName: functionName(selector),
        spendLimit,
        spent,
        expiry: validUntil,
        usable: findSessionKey(key) !== undefined,
      },
    ]
  })
}
