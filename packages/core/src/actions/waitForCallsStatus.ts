import { CallsStatusTimeoutError, type CallsStatusTimeoutErrorType } from '../errors/walletCalls.ts'
import type { Portico } from '../instance/createPortico.ts'
import {
  type GetCallsStatusErrorType,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './getCallsStatus.ts'

export type WaitForCallsStatusParameters = {
  id: string
  /** Milliseconds between reads. Default 1 000. */
  pollingInterval?: number | undefined
  /** Milliseconds before giving up. Default 60 000. */
  timeout?: number | undefined
  /** Called with every read, pending ones included. */
  onStatus?: ((status: GetCallsStatusReturnType) => void) | undefined
}

export type WaitForCallsStatusReturnType = GetCallsStatusReturnType

export type WaitForCallsStatusErrorType = GetCallsStatusErrorType | CallsStatusTimeoutErrorType

/**
 * Reads a batch's status until it is no longer pending (success or failure), or the timeout passes.
 *
 * @example
 * import { sendCalls, waitForCallsStatus } from '@portico/core'
 * const { id } = await sendCalls(portico, { calls })
 * const { status, receipts } = await waitForCallsStatus(portico, { id })
 */
export async function waitForCallsStatus(
  portico: Portico,
  parameters: WaitForCallsStatusParameters,
): Promise<WaitForCallsStatusReturnType> {
  const { id, pollingInterval = 1_000, timeout = 60_000, onStatus } = parameters
  const deadline = Date.now() + timeout
  while (true) {
    const status = await getCallsStatus(portico, { id })
    onStatus?.(status)
    if (status.status !== 'pending') return status
    if (Date.now() + pollingInterval > deadline) throw new CallsStatusTimeoutError({ id, timeout })
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}
