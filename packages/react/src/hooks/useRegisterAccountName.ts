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
 * const { zones } = useNameZones()
 * const { mutate: register, isPending } = useRegisterAccountName()
 * if (zones) register({ name: `alice.${zones[0]}` })
 */
export function useRegisterAccountName(): UseRegisterAccountNameReturnType {
  const portico = usePortico()
  return useMutation((parameters: RegisterAccountNameParameters) => registerAccountName(portico, parameters))
}
