import {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseRevokePermissionsReturnType = UseMutationReturnType<
  RevokePermissionsParameters,
  RevokePermissionsReturnType,
  RevokePermissionsErrorType
> & {
  revokePermissions: (parameters: RevokePermissionsParameters) => void
  revokePermissionsAsync: (parameters: RevokePermissionsParameters) => Promise<RevokePermissionsReturnType>
}

/**
 * Ends a smart session; the wallet asks its owner to approve.
 *
 * @example
 * const { revokePermissions } = useRevokePermissions()
 * revokePermissions({ permissionsContext: session.permissionsContext })
 */
export function useRevokePermissions(): UseRevokePermissionsReturnType {
  const portico = usePortico()
  const mutation = useMutation<
    RevokePermissionsParameters,
    RevokePermissionsReturnType,
    RevokePermissionsErrorType
  >((parameters) => revokePermissions(portico, parameters))
  return { ...mutation, revokePermissions: mutation.mutate, revokePermissionsAsync: mutation.mutateAsync }
}
