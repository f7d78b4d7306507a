import {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseRegisterAccountNameReturnType = UseMutationReturnType<
  RegisterAccountNameParameters,
  RegisterAccountNameReturnType,
  RegisterAccountNameErrorType
>

/**
 * Registers an account name for the active EVM account: the wallet signs, the server stores it, and
 * it becomes the profile name.
 *
 * @example
 * const { mutate: register, isPending } = useRegisterAccountName()
 * register({ name: 'alice.reown.id' })
 */
export function useRegisterAccountName(): UseRegisterAccountNameReturnType {
  const portico = usePortico()
  return useMutation((parameters: RegisterAccountNameParameters) => registerAccountName(portico, parameters))
}
