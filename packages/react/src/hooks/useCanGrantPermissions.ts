import { type CanGrantPermissionsReturnType, canGrantPermissions } from '@portico/core'
import { usePortico } from './usePortico.ts'
import { useStoreState } from './useStore.ts'

export type UseCanGrantPermissionsReturnType = CanGrantPermissionsReturnType

/**
 * Whether the active account can grant smart sessions, read again when the account or the network
 * changes; `reason` says why not (an external wallet, another chain, no smart account there).
 *
 * @example
 * const { canGrant, reason } = useCanGrantPermissions()
 * <button disabled={!canGrant}>Grant session</button>
 */
export function useCanGrantPermissions(): UseCanGrantPermissionsReturnType {
  const portico = usePortico()
  useStoreState(portico.account.store)
  useStoreState(portico.networks.store)
  return canGrantPermissions(portico)
}
