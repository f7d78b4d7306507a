import { type GetCallsStatusReturnType, waitForCallsStatus } from '@portico/core'
import { useEffect, useState } from 'react'
import { usePortico } from './usePortico.ts'

export type UseCallsStatusParameters = { id: string | undefined; pollingInterval?: number | undefined }

export type UseCallsStatusReturnType = { data: GetCallsStatusReturnType | undefined; error: Error | null }

/**
 * Follows a batch sent with `useSendCalls` until it succeeds or fails, reading its status every
 * `pollingInterval` ms (1 000 by default).
 *
 * @example
 * const { data } = useCallsStatus({ id: sent.data?.id })
 * if (data?.status === 'success') showReceipts(data.receipts)
 */
export function useCallsStatus(parameters: UseCallsStatusParameters): UseCallsStatusReturnType {
  const portico = usePortico()
  const { id, pollingInterval } = parameters
  const [state, setState] = useState<UseCallsStatusReturnType>({ data: undefined, error: null })
  useEffect(() => {
    setState({ data: undefined, error: null })
    if (!id) return
    let live = true
    const onStatus = (data: GetCallsStatusReturnType) => live && setState({ data, error: null })
    waitForCallsStatus(portico, { id, pollingInterval, onStatus }).catch(
      (error: Error) => live && setState((previous) => ({ ...previous, error })),
    )
    return () => {
      live = false
    }
  }, [portico, id, pollingInterval])
  return state
}
