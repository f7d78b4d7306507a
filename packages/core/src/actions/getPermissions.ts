import type { SessionPermission } from '../adapters/types.ts'
import type { NoActiveCaipAddressError } from '../errors/internal.ts'
import { type SmartSessionErrorType, toSmartSessionError } from '../errors/smartSessions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { activeSessionAccount } from './activeSessionAccount.ts'

export type GetPermissionsParameters = Record<string, never>

/** The active account's live sessions on the active network, newest first. */
export type GetPermissionsReturnType = readonly SessionPermission[]

export type GetPermissionsErrorType = NoActiveCaipAddressError | UnsupportedChainError | SmartSessionErrorType

/**
 * Lists the smart sessions the active account has granted and not revoked, as the chain records them
 * (scope, amount spent, expiry), expired ones included.
 *
 * @example
 * import { getPermissions } from '@portico/core'
 * const sessions = await getPermissions(portico)
 */
export async function getPermissions(
  portico: Portico,
  _parameters: GetPermissionsParameters = {},
): Promise<GetPermissionsReturnType> {
  const { adapter, account } = activeSessionAccount(portico)
  if (!adapter.getPermissions) throw new UnsupportedChainError()
  try {
    return await adapter.getPermissions(account)
  } catch (error) {
    throw toSmartSessionError(error)
  }
}
