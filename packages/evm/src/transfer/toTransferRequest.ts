import type { AdapterTransfer } from '@portico/core'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import { ERC20_TRANSFER_ABI } from './erc20.ts'

export type ToTransferRequestReturnType = { to: Address; value?: bigint; data?: Hex }

/** The transaction of a transfer: the amount as value to the receiver, or ERC20 `transfer` calldata to the token. */
export function toTransferRequest(
  transfer: Pick<AdapterTransfer, 'token' | 'to' | 'amount'>,
): ToTransferRequestReturnType {
  const to = transfer.to as Address
  if (!transfer.token) return { to, value: transfer.amount }
  return {
    to: transfer.token.address as Address,
    data: encodeFunctionData({
      abi: ERC20_TRANSFER_ABI,
      functionName: 'transfer',
      args: [to, transfer.amount],
    }),
  }
}
