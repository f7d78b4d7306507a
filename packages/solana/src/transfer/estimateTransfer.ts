import type { AdapterTransfer } from '@portico/core'
import { base64 } from '@scure/base'
import { COMMITMENT, getRpc } from '../rpc/getRpc.ts'
import { toWireTransaction } from '../transaction/wireTransaction.ts'
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
  const [{ value: fee }, simulation] = await Promise.all([
    rpc.request<{ value: number | bigint | null }>('getFeeForMessage', [
      base64.encode(message),
      { commitment: COMMITMENT },
    ]),
    parameters.feeRate > 0n
      ? rpc.request<{ value: { unitsConsumed?: number | bigint | null } }>('simulateTransaction', [
          base64.encode(toWireTransaction(message)),
          { encoding: 'base64', sigVerify: false, replaceRecentBlockhash: true, commitment: COMMITMENT },
        ])
      : undefined,
  ])
  const units = BigInt(simulation?.value.unitsConsumed ?? 0)
  const priority = (parameters.feeRate * units + 999_999n) / 1_000_000n
  return BigInt(fee ?? 0) + priority + rent
}
