import {
  type Abi,
  type Address,
  type Chain,
  type Client,
  decodeFunctionResult,
  type Hex,
  hexToBigInt,
  type Transport,
} from 'viem'
import { TransactionRevertedError } from './errors.ts'

/** How often a sent transaction's receipt is asked for, and for how long. */
export const RECEIPT_POLLING = { intervalMs: 500, timeoutMs: 180_000 } as const

/**
 * Runs a contract call with eth_call and decodes its return value with the ABI, so a token whose
 * `transfer` returns nothing fails here with a standard ABI (SPEC §7). Raw requests keep viem's
 * action machinery (and CCIP) out of the adapter's chunk.
 */
export async function simulateCall(
  client: Client<Transport, Chain>,
  call: { from: Address; to: Address; data: Hex; abi: Abi; functionName: string },
): Promise<unknown> {
  const result = await client.request({
    method: 'eth_call',
    params: [{ from: call.from, to: call.to, data: call.data }, 'latest'],
  })
  return decodeFunctionResult({ abi: call.abi, functionName: call.functionName, data: result })
}

/** Polls for the transaction's receipt; a reverted transaction is an error. */
export async function waitForReceipt(client: Client<Transport, Chain>, hash: Hex): Promise<void> {
  const deadline = Date.now() + RECEIPT_POLLING.timeoutMs
  for (;;) {
    const receipt = await client.request({ method: 'eth_getTransactionReceipt', params: [hash] })
    if (receipt) {
      if (hexToBigInt(receipt.status) !== 1n) throw new TransactionRevertedError(hash)
      return
    }
    if (Date.now() > deadline) throw new TransactionRevertedError(hash, 'was not mined in time')
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLLING.intervalMs))
  }
}
