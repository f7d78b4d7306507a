import type { SessionPermission, SessionPermissionRequest } from '../adapters/types.ts'
import type { NoActiveCaipAddressError } from '../errors/internal.ts'
import { type SmartSessionErrorType, toSmartSessionError } from '../errors/smartSessions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { activeSessionAccount } from './activeSessionAccount.ts'
import { canGrantPermissions } from './canGrantPermissions.ts'

export type GrantPermissionsParameters = SessionPermissionRequest

/** The granted session; keep `permissionsContext` to act with it. */
export type GrantPermissionsReturnType = SessionPermission

export type GrantPermissionsErrorType =
  | NoActiveCaipAddressError
  | UnsupportedChainError
  | SmartSessionErrorType

/**
 * Asks the active account's wallet for a smart session (ERC-7715 `wallet_grantPermissions`): a key made
 * in this page may then call one contract function, moving at most `spendLimit` in total, until
 * `expiry`, with no further prompt. The wallet shows the scope on its own approval screen and grants it
 * on chain; the key never leaves this page's memory. Only the embedded wallet on a smart account can
 * ({@link canGrantPermissions}); elsewhere it fails with 'Sessions need the embedded wallet on a smart
 * account' without asking the wallet.
 *
 * @example
 * import { grantPermissions } from '@portico/core'
 * const session = await grantPermissions(portico, {
 *   contract: usdc,
 *   functionSignature: 'transfer(address,uint256)',
 *   spendLimit: 5_000_000n,
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 * })
 */
export async function grantPermissions(
  portico: Portico,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  const { adapter, account } = activeSessionAccount(portico)
  if (!adapter.grantPermissions) throw new UnsupportedChainError()
  // An account that cannot grant sessions is told why before any wallet is asked.
  const support = canGrantPermissions(portico)
  if (!support.canGrant) throw support.reason
  try {
    return await adapter.grantPermissions({ ...account, ...parameters })
  } catch (error) {
    throw toSmartSessionError(error)
  }
}
