import {
  type Chain,
  type Client,
  type Hash,
  type Transport,
  WaitForTransactionReceiptTimeoutError,
} from 'viem'
import { type WaitForTransactionReceiptErrorType, waitForTransactionReceipt } from 'viem/actions'
import { TransactionReceiptTimeoutError, TransactionRevertedError } from '../errors/transaction.ts'

export type WaitForTransferParameters = {
  hash: Hash
  /** How long to wait for the receipt, in ms. */
  timeout: number
  /** How often to ask for it, in ms. */
  pollingInterval: number
}

export type WaitForTransferErrorType =
  | TransactionRevertedError
  | TransactionReceiptTimeoutError
  | WaitForTransactionReceiptErrorType

/** Waits for a sent transaction's receipt; a revert and a missing receipt are each their own error. */
export async function waitForTransfer(
  client: Client<Transport, Chain>,
  parameters: WaitForTransferParameters,
): Promise<void> {
  const { hash, timeout, pollingInterval } = parameters
  const receipt = await waitForTransactionReceipt(client, { hash, timeout, pollingInterval }).catch(
    (error: unknown) => {
      if (error instanceof WaitForTransactionReceiptTimeoutError) {
        throw new TransactionReceiptTimeoutError({ hash, timeout, cause: error })
      }
      throw error
    },
  )
  if (receipt.status === 'reverted') throw new TransactionRevertedError({ hash })
}
