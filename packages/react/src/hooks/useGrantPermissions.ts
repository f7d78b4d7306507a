import {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseGrantPermissionsReturnType = UseMutationReturnType<
  GrantPermissionsParameters,
  GrantPermissionsReturnType,
  GrantPermissionsErrorType
> & {
  grantPermissions: (parameters: GrantPermissionsParameters) => void
  grantPermissionsAsync: (parameters: GrantPermissionsParameters) => Promise<GrantPermissionsReturnType>
}

/**
 * Asks the wallet for a smart session
 *
 * @example
 *  a key in this page may then call one contract function within a spend limit until an expiry, without further prompts.:const { grantPermissionsAsync } = useGrantPermissions()
 * const session = await grantPermissionsAsync({ contract: usdc, functionSignature: 'transfer(address,uint256)', spendLimit: 5_000_000n, expiry })
 */
export function useGrantPermissions(): UseGrantPermissionsReturnType {
  const portico = usePortico()
  const mutation = useMutation<
    GrantPermissionsParameters,
    GrantPermissionsReturnType,
    GrantPermissionsErrorType
  >((parameters) => grantPermissions(portico, parameters))
  return { ...mutation, grantPermissions: mutation.mutate, grantPermissionsAsync: mutation.mutateAsync }
}
