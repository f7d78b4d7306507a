import {
  type SendSessionCallsErrorType,
  type SendSessionCallsParameters,
  type SendSessionCallsReturnType,
  sendSessionCalls,
} from '@portico/core'
import { type UseMutationReturnType, useMutation } from './useMutation.ts'
import { usePortico } from './usePortico.ts'

export type UseSendSessionCallsReturnType = UseMutationReturnType<
  SendSessionCallsParameters,
  SendSessionCallsReturnType,
  SendSessionCallsErrorType
> & {
  sendSessionCalls: (parameters: SendSessionCallsParameters) => void
  sendSessionCallsAsync: (parameters: SendSessionCallsParameters) => Promise<SendSessionCallsReturnType>
}

/**
 * Sends a call with a granted smart session, signed by the session key in this page
 *
 * @example
 *  no wallet prompt.:const { sendSessionCalls, error } = useSendSessionCalls()
 * sendSessionCalls({ permissionsContext: session.permissionsContext, calls: [{ to: usdc, data }] })
 */
export function useSendSessionCalls(): UseSendSessionCallsReturnType {
  const portico = usePortico()
  const mutation = useMutation<
    SendSessionCallsParameters,
    SendSessionCallsReturnType,
    SendSessionCallsErrorType
  >((parameters) => sendSessionCalls(portico, parameters))
  return { ...mutation, sendSessionCalls: mutation.mutate, sendSessionCallsAsync: mutation.mutateAsync }
}
