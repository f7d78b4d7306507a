import { type GasPrice, getGasPrice } from '../api/blockchain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { prepareTransfer } from '../send/prepareTransfer.ts'
import type { SendTokenParameters } from './sendToken.ts'

export type EstimateSendParameters = SendTokenParameters

/** The network fee in the native coin's smallest unit at the standard gas price; null when unknown. */
export type EstimateSendReturnType = { networkFee: bigint; gasPrice: GasPrice } | null

export type EstimateSendErrorType = never

/**
 * Estimates the network fee of a send at the gas-price API's standard rate. Like docs/rules/errors.md's gas price,
 * a failure returns null silently: the preview then shows no fee rather than a wrong one.
 *
 * @example
 * import { estimateSend } from '@portico/core'
 * const estimate = await estimateSend(portico, { token, to: '0x7099…79C8', amount: '1.5' })
 */
export async function estimateSend(
  portico: Portico,
  parameters: EstimateSendParameters,
): Promise<EstimateSendReturnType> {
  try {
    const { adapter, transfer } = prepareTransfer(portico, parameters)
    const gasPrice = await getGasPrice(portico.api, { chainId: transfer.caipNetwork.caipNetworkId })
    const networkFee = await adapter.estimateTransfer({ ...transfer, feeRate: BigInt(gasPrice.standard) })
    return { networkFee, gasPrice }
  } catch {
    return null
  }
}
