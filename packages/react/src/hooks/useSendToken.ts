import {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseSendTokenReturnType = UseMutationReturnType<
  SendTokenParameters,
  SendTokenReturnType,
  SendTokenErrorType
> & {
  sendToken: (parameters: SendTokenParameters) => void
  sendTokenAsync: (parameters: SendTokenParameters) => Promise<SendTokenReturnType>
}

/**
 * Sends the native coin or a token from the active account; `data` is the transaction hash once final.
 *
 * @example
 * const { sendToken, data: hash, error } = useSendToken()
 * sendToken({ token, to: '0x7099…79C8', amount: '1.5' })
 */
export function useSendToken(): UseSendTokenReturnType {
  const portico = usePortico()
  const mutation = useMutation<SendTokenParameters, SendTokenReturnType, SendTokenErrorType>((parameters) =>
    sendToken(portico, parameters),
  )
  return { ...mutation, sendToken: mutation.mutate, sendTokenAsync: mutation.mutateAsync }
}
