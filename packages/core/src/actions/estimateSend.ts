import type { FeeRates, FeeSpeed } from '../adapters/types.ts'
import { type GasPrice, getGasPrice } from '../api/blockchain.ts'
import type { Portico } from '../instance/createPortico.ts'
import { prepareTransfer } from '../send/prepareTransfer.ts'
import type { SendTokenParameters } from './sendToken.ts'

export type EstimateSendParameters = SendTokenParameters

/**
 * The network fee in the native coin's smallest unit at the standard gas price, or, where the adapter
 * prices its own fees (Bitcoin), at the rate of `feeSpeed` with every speed's rate; null when unknown.
 */
export type EstimateSendReturnType =
  | { networkFee: bigint; gasPrice: GasPrice; feeRates?: undefined }
  | { networkFee: bigint; gasPrice?: undefined; feeRates: FeeRates; feeSpeed: FeeSpeed }
  | null

export type EstimateSendErrorType = never

/**
 * Estimates the network fee of a send at the gas-price API's standard rate (or at the adapter's own
 * rate for `feeSpeed`, e.g. Bitcoin's fee estimates). Like docs/rules/errors.md's gas price, a failure
 * returns null silently: the preview then shows no fee rather than a wrong one.
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
    if (adapter.getFeeRates) {
      const feeRates = await adapter.getFeeRates({ caipNetwork: transfer.caipNetwork })
      const feeSpeed = parameters.feeSpeed ?? 'normal'
      const networkFee = await adapter.estimateTransfer({ ...transfer, feeRate: feeRates[feeSpeed] })
      return { networkFee, feeRates, feeSpeed }
    }
    const gasPrice = await getGasPrice(portico.api, { chainId: transfer.caipNetwork.caipNetworkId })
    const networkFee = await adapter.estimateTransfer({ ...transfer, feeRate: BigInt(gasPrice.standard) })
    return { networkFee, gasPrice }
  } catch {
    return null
  }
}
