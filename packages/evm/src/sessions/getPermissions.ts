import type { AdapterAccount, SessionPermission } from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, getAddress } from 'viem'
import { getCode, getContractEvents, readContract } from 'viem/actions'
import { findSessionKey, functionName, SESSION_ACCOUNT_ABI } from './sessionAccount.ts'

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
  const client = config.getClient({ chainId: Number(parameters.caipNetwork.id) })
  const account = parameters.address as Address
  const code = await getCode(client, { address: account })
  if (!code || code === '0x') return []
  const events = await getContractEvents(client, {
    address: account,
    abi: SESSION_ACCOUNT_ABI,
    eventName: 'SessionGranted',
    fromBlock: 0n,
    toBlock: 'latest',
  })
  const sessionKeys = [...new Set(events.map((event) => getAddress(event.args.key as Address)))].reverse()
  if (sessionKeys.length === 0) return []
  const states = await Promise.all(
    sessionKeys.map((key) =>
      readContract(client, {
        address: account,
        abi: SESSION_ACCOUNT_ABI,
        functionName: 'sessions',
        args: [key],
      }),
    ),
  )
  return sessionKeys.flatMap((key, index): SessionPermission[] => {
    const [target, selector, validUntil, spendLimit, spent] = states[index] as readonly [
      Address,
      `0x${string}`,
      number,
      bigint,
      bigint,
    ]
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
