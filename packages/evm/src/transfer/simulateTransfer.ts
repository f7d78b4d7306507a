import {
  type Abi,
  type Client,
  type DecodeFunctionResultErrorType,
  decodeFunctionResult,
  type RpcError,
} from 'viem'
import type { ToTransferRequestReturnType } from './toTransferRequest.ts'

export type SimulateTransferParameters = {
  /** The token transfer's transaction (`toTransferRequest`). */
  request: ToTransferRequestReturnType
  /** The token's `transfer` ABI variant: its outputs decide what the call must return. */
  abi: Abi
}

export type SimulateTransferErrorType = RpcError | DecodeFunctionResultErrorType

/**
 * Runs a token transfer as `eth_call` and decodes its result with the given ABI variant, so a revert or
 * a wrong variant fails before the wallet is asked to sign. A plain call and decode instead of viem's
 * `simulateContract`, whose deployless-call and CCIP code a transfer never needs.
 *
 * @example
 * await simulateTransfer(client, { request: toTransferRequest(transfer), abi: ERC20_TRANSFER_ABI })
 */
export async function simulateTransfer(
  client: Client,
  parameters: SimulateTransferParameters,
): Promise<void> {
  const { request, abi } = parameters
  const result = await client.request({ method: 'eth_call', params: [request, 'latest'] })
  decodeFunctionResult({ abi, functionName: 'transfer', data: result })
}
