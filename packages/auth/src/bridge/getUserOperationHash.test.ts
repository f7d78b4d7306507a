import { getUserOperationHash as viemGetUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { ENTRY_POINT_07 } from './createBundlerClient.ts'
import { getUserOperationHash } from './getUserOperationHash.ts'

// The smart account's user operations (docs/rules/permissions.md): the page signs the EntryPoint v0.7 hash itself, so it
// must be the very hash viem (and the EntryPoint) computes, with and without factory and paymaster.
describe('getUserOperationHash', () => {
  const base = {
    sender: '0x1111111111111111111111111111111111111111',
    nonce: 0x18f2a1b3c4dn,
    callData: '0xb61d27f6000000000000000000000000abcdefabcdefabcdefabcdefabcdefabcdefabcd',
    callGasLimit: 81_234n,
    verificationGasLimit: 412_345n,
    preVerificationGas: 51_002n,
    maxFeePerGas: 3_000_000_007n,
    maxPriorityFeePerGas: 1_000_000_000n,
    signature: '0x01',
  } as const
  const rpc = (operation: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(operation).map(([field, value]) => [
        field,
        typeof value === 'bigint' ? `0x${value.toString(16)}` : value,
      ]),
    ) as never
  const cases = {
    'deployed, no paymaster': base,
    'with factory and paymaster': {
      ...base,
      factory: '0x2222222222222222222222222222222222222222',
      factoryData: '0x5fbfb9cf0000000000000000000000003333333333333333333333333333333333333333',
      paymaster: '0x4444444444444444444444444444444444444444',
      paymasterVerificationGasLimit: 60_000n,
      paymasterPostOpGasLimit: 1n,
      paymasterData: '0xdeadbeef',
    },
  } as const
  for (const [name, operation] of Object.entries(cases))
    it(`equals viem's hash: ${name}`, () => {
      for (const chainId of [1, 31337])
        expect(
          getUserOperationHash({ chainId, entryPointAddress: ENTRY_POINT_07, userOperation: rpc(operation) }),
        ).toBe(
          viemGetUserOperationHash({
            chainId,
            entryPointAddress: ENTRY_POINT_07,
            entryPointVersion: '0.7',
            userOperation: operation as never,
          }),
        )
    })
})
