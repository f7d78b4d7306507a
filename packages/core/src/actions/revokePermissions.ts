import type { NoActiveCaipAddressError } from '../errors/internal.ts'
import { type SmartSessionErrorType, toSmartSessionError } from '../errors/smartSessions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { activeSessionAccount } from './activeSessionAccount.ts'

export type RevokePermissionsParameters = { permissionsContext: string }

export type RevokePermissionsReturnType = undefined

export type RevokePermissionsErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | SmartSessionErrorType

/**
 * Ends a smart session (ERC-7715 `wallet_revokePermissions`): the wallet asks its owner to approve, and
 * the account forgets the key on chain, so the key's next operation is refused.
 *
 * @example
 * import { revokePermissions } from '@portico/core'
 * await revokePermissions(portico, { permissionsContext: session.permissionsContext })
 */
export async function revokePermissions(
  portico: Portico,
  parameters: RevokePermissionsParameters,
): Promise<RevokePermissionsReturnType> {
  const { adapter, account } = activeSessionAccount(portico)
  if (!adapter.revokePermissions) throw new UnsupportedChainError()
  try {
    await adapter.revokePermissions({ ...account, permissionsContext: parameters.permissionsContext })
  } catch (error) {
    throw toSmartSessionError(error)
  }
}
