import type { AdapterTransfer } from '@portico/core'
import type { Config } from '@wagmi/core'
import { hexToBigInt } from 'viem'
import { toTransferRequest } from './toTransferRequest.ts'

export type EstimateTransferParameters = AdapterTransfer & {
  /** Price of one gas unit in wei (the gas-price API's rate). */
  feeRate: bigint
}

/** The fee in wei. */
export type EstimateTransferReturnType = bigint

/** The network fee of a transfer: the gas the chain estimates for it (`eth_estimateGas`) × `feeRate`. */
export async function estimateTransfer(
  config: Config,
  parameters: EstimateTransferParameters,
): Promise<EstimateTransferReturnType> {
  const client = config.getClient({ chainId: Number(parameters.caipNetwork.id) })
  const gas = await client.request({ method: 'eth_estimateGas', params: [toTransferRequest(parameters)] })
  return hexToBigInt(gas) * parameters.feeRate
}
