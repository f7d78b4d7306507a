import { SolanaConfirmationTimeoutError, SolanaTransactionFailedError } from '../errors/transaction.ts'
import type { SolanaRpc } from '../rpc/getRpc.ts'

export type WaitForSignatureParameters = {
  /** The transaction's signature, base58. */
  signature: string
  /** How long to wait, in ms. */
  timeout: number
  /** How often to ask, in ms. */
  pollingInterval: number
}

/**
 * Polls `getSignatureStatuses` until the transaction is confirmed (no WebSocket subscription, so it
 * works against any HTTP RPC). A landed transaction with an error is `SolanaTransactionFailedError`;
 * no confirmation in time is `SolanaConfirmationTimeoutError`.
 */
export async function waitForSignature(
  rpc: SolanaRpc,
  parameters: WaitForSignatureParameters,
): Promise<void> {
  const { signature, timeout, pollingInterval } = parameters
  const deadline = Date.now() + timeout
  while (true) {
    const { value } = await rpc.request<{
      value: ({ err: unknown; confirmationStatus: string | null } | null)[]
    }>('getSignatureStatuses', [[signature]])
    const status = value[0]
    if (status?.err) throw new SolanaTransactionFailedError({ signature, err: status.err })
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') return
    if (Date.now() + pollingInterval > deadline)
      throw new SolanaConfirmationTimeoutError({ signature, timeout })
    await new Promise((resolve) => setTimeout(resolve, pollingInterval))
  }
}
