import {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseSendCallsReturnType = UseMutationReturnType<
  SendCallsParameters,
  SendCallsReturnType,
  SendCallsErrorType
> & {
  sendCalls: (parameters: SendCallsParameters) => void
  sendCallsAsync: (parameters: SendCallsParameters) => Promise<SendCallsReturnType>
}

/**
 * Sends a batch of calls from the active account; `data.id` is the batch id for `useCallsStatus`.
 *
 * @example
 * const { sendCalls, data } = useSendCalls()
 * sendCalls({ calls: [approveCall, swapCall] })
 */
export function useSendCalls(): UseSendCallsReturnType {
  const portico = usePortico()
  const mutation = useMutation<SendCallsParameters, SendCallsReturnType, SendCallsErrorType>((parameters) =>
    sendCalls(portico, parameters),
  )
  return { ...mutation, sendCalls: mutation.mutate, sendCallsAsync: mutation.mutateAsync }
}
