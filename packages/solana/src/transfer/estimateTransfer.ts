import type { AdapterTransfer } from '@portico/core'
import {
  compileTransaction,
  compileTransactionMessage,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  getCompiledTransactionMessageEncoder,
  type TransactionMessageBytesBase64,
} from '@solana/kit'
import { getRpc } from '../rpc/getRpc.ts'
import { buildTransfer } from './buildTransfer.ts'

export type EstimateTransferParameters = AdapterTransfer & {
  /** The priority fee rate of the gas-price API, in micro-lamports per compute unit. */
  feeRate: bigint
}

/**
 * What a transfer costs the sender besides the amount, in lamports: the network's fee for the message
 * (`getFeeForMessage`), the priority fee at `feeRate` for the compute units a simulation uses, and the
 * rent of the receiver's token account when the transfer creates it.
 */
export async function estimateTransfer(parameters: EstimateTransferParameters): Promise<bigint> {
  const rpc = getRpc(parameters.caipNetwork)
  const { message, rent } = await buildTransfer(rpc, parameters)
  const messageBase64 = getBase64Decoder().decode(
    getCompiledTransactionMessageEncoder().encode(compileTransactionMessage(message)),
  ) as TransactionMessageBytesBase64
  const [{ value: fee }, simulation] = await Promise.all([
    rpc.getFeeForMessage(messageBase64).send(),
    parameters.feeRate > 0n
      ? rpc
          .simulateTransaction(getBase64EncodedWireTransaction(compileTransaction(message)), {
            encoding: 'base64',
            sigVerify: false,
            replaceRecentBlockhash: true,
          })
          .send()
      : undefined,
  ])
  const units = simulation?.value.unitsConsumed ?? 0n
  const priority = (parameters.feeRate * units + 999_999n) / 1_000_000n
  return (fee ?? 0n) + priority + rent
}
