export { formatTokenAmount, parseTokenAmount } from './amount.ts'
export {
  assertErc20TokenAddress,
  assertSendRequest,
  type SendNamespace,
  type SendRequest,
} from './validate.ts'
