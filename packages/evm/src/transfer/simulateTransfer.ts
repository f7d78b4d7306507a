import {
  type Abi,
  type Address,
  type Client,
  type DecodeFunctionResultErrorType,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  type RpcError,
} from 'viem'

export type SimulateTransferParameters = {
  account: Address
  token: Address
  to: Address
  amount: bigint
  /** The token's `transfer` ABI variant: its outputs decide what the call must return. */
  abi: Abi
}

/** The calldata to send, once the call succeeded and its result decoded. */
export type SimulateTransferReturnType = { to: Address; data: Hex }

export type SimulateTransferErrorType = RpcError | DecodeFunctionResultErrorType

/**
 * Runs a token `transfer` as `eth_call` from the account and decodes its result with the given ABI
 * variant, so a revert or a wrong variant fails before the wallet is asked to sign. A plain call and
 * decode instead of viem's `simulateContract`, whose deployless-call and CCIP machinery a transfer
 * never needs, keeps ~9 KiB gzip out of the dapp.
 *
 * @example
 * const request = await simulateTransfer(client, { account, token, to, amount, abi: ERC20_TRANSFER_ABI })
 * await sendTransaction(wallet, { account, ...request })
 */
export async function simulateTransfer(
  client: Client,
  parameters: SimulateTransferParameters,
): Promise<SimulateTransferReturnType> {
  const { account, token, to, amount, abi } = parameters
  const data = encodeFunctionData({ abi, functionName: 'transfer', args: [to, amount] })
  const result = await client.request({
    method: 'eth_call',
    params: [{ from: account, to: token, data }, 'latest'],
  })
  decodeFunctionResult({ abi, functionName: 'transfer', data: result })
  return { to: token, data }
}
