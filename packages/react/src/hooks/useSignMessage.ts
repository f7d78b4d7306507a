import {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseSignMessageReturnType = UseMutationReturnType<
  SignMessageParameters,
  SignMessageReturnType,
  SignMessageErrorType
> & {
  signMessage: (parameters: SignMessageParameters) => void
  signMessageAsync: (parameters: SignMessageParameters) => Promise<SignMessageReturnType>
}

/**
 * Asks the active account's wallet to sign a message.
 *
 * @example
 * const { signMessage, data: signature } = useSignMessage()
 * signMessage({ message: 'Hello' })
 */
export function useSignMessage(): UseSignMessageReturnType {
  const portico = usePortico()
  const mutation = useMutation<SignMessageParameters, SignMessageReturnType, SignMessageErrorType>(
    (parameters) => signMessage(portico, parameters),
  )
  return { ...mutation, signMessage: mutation.mutate, signMessageAsync: mutation.mutateAsync }
}
