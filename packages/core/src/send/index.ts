export { formatTokenAmount, InvalidAmountError, parseTokenAmount } from './amount.ts'
export { ERC20_TRANSFER_ABI, getErc20TransferAbi, KNOWN_USDT_CONTRACTS, USDT_TRANSFER_ABI } from './erc20.ts'
export { encodeErc20Transfer } from './transferData.ts'
export {
  assertErc20TokenAddress,
  assertSendRequest,
  type SendNamespace,
  type SendRequest,
} from './validate.ts'
