const TRANSFER_SELECTOR = '0xa9059cbb'

/**
 * Calldata of ERC20 `transfer(address,uint256)`, used to estimate the network fee of a send without
 * an ABI encoder in the modal's bundle.
 *
 * @example encodeErc20Transfer('0x7099…79C8', 1_500_000n) // '0xa9059cbb000…7099…79c8000…16e360'
 */
export function encodeErc20Transfer(receiver: string, amount: bigint): `0x${string}` {
  const address = receiver.replace(/^0x/i, '').toLowerCase().padStart(64, '0')
  return `${TRANSFER_SELECTOR}${address}${amount.toString(16).padStart(64, '0')}`
}
