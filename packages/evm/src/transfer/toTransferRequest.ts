import type { AdapterTransfer } from '@portico/core'
import { type Address, encodeFunctionData, type Hex, numberToHex } from 'viem'
import { ERC20_TRANSFER_ABI } from './erc20.ts'

export type ToTransferRequestParameters = Pick<AdapterTransfer, 'address' | 'token' | 'to' | 'amount'>

/** A transfer as the `eth_estimateGas` / `eth_sendTransaction` parameter: quantities in hex. */
export type ToTransferRequestReturnType = { from: Address; to: Address; value?: Hex; data?: Hex }

/** The transaction of a transfer: the amount as value to the receiver, or ERC20 `transfer` calldata to the token. */
export function toTransferRequest(transfer: ToTransferRequestParameters): ToTransferRequestReturnType {
  const from = transfer.address as Address
  const to = transfer.to as Address
  if (!transfer.token) return { from, to, value: numberToHex(transfer.amount) }
  return {
    from,
    to: transfer.token.address as Address,
    data: encodeFunctionData({
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [to, transfer.amount],
    }),
  }
}
