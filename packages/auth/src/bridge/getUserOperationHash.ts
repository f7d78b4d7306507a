import { type Address, concat, type Hex, keccak256 } from 'viem'
import type { RpcUserOperation } from 'viem/account-abstraction'

export type GetUserOperationHashParameters = {
  chainId: number
  entryPointAddress: Address
  /** The operation as the bundler receives it (hex fields); its signature is not hashed. */
  userOperation: RpcUserOperation<'0.7'>
}

export type GetUserOperationHashReturnType = Hex

/** A hex quantity or address as one 32-byte ABI word, or as `bytes` of the given size. */
const word = (value: Hex | undefined, bytes = 32): string =>
  (value ?? '0x0').slice(2).padStart(bytes * 2, '0')

/**
 * The hash an EntryPoint v0.7 account signs: keccak256 of the packed operation's ABI words, then of that
 * hash with the EntryPoint and the chain id. Every field is static, so the ABI encoding is the 32-byte
 * words side by side.
 *
 * @example
 * const hash = getUserOperationHash({ chainId: 1, entryPointAddress: ENTRY_POINT_07, userOperation })
 */
export function getUserOperationHash(
  parameters: GetUserOperationHashParameters,
): GetUserOperationHashReturnType {
  const { chainId, entryPointAddress, userOperation: operation } = parameters
  const initCode = operation.factory ? concat([operation.factory, operation.factoryData ?? '0x']) : '0x'
  const paymasterAndData: Hex = operation.paymaster
    ? `${operation.paymaster}${word(operation.paymasterVerificationGasLimit, 16)}${word(operation.paymasterPostOpGasLimit, 16)}${(operation.paymasterData ?? '0x').slice(2)}`
    : '0x'
  const packed: Hex = `0x${[
    word(operation.sender),
    word(operation.nonce),
    keccak256(initCode).slice(2),
    keccak256(operation.callData).slice(2),
    word(operation.verificationGasLimit, 16) + word(operation.callGasLimit, 16),
    word(operation.preVerificationGas),
    word(operation.maxPriorityFeePerGas, 16) + word(operation.maxFeePerGas, 16),
    keccak256(paymasterAndData).slice(2),
  ].join('')}`
  return keccak256(
    `0x${keccak256(packed).slice(2)}${word(entryPointAddress)}${word(`0x${chainId.toString(16)}`)}`,
  )
}
