import { type Address, concat, encodeAbiParameters, type Hex, keccak256, numberToHex, pad } from 'viem'
import type { PaymasterActions, UserOperation } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'

export type CreateDevnetPaymasterParameters = {
  chainId: number
  /** Seconds a sponsorship stays valid. Default 600. */
  validFor?: number | undefined
}

const VERIFICATION_GAS_LIMIT = 60_000n
const POST_OP_GAS_LIMIT = 1n

/**
 * Sponsors every user operation on a devnet chain with the verifying paymaster: signs the operation
 * (with its final gas limits) with the devnet's public sponsor key. A viem `paymaster` for a bundler
 * client; devnet only, since the key is public.
 *
 * @example
 * createBundlerClient({ client, transport: http(bundlerUrl), paymaster: createDevnetPaymaster({ chainId: 31337 }) })
 */
export function createDevnetPaymaster(
  parameters: CreateDevnetPaymasterParameters,
): Required<Pick<PaymasterActions, 'getPaymasterData' | 'getPaymasterStubData'>> {
  const { chainId, validFor = 600 } = parameters
  const paymaster = DEVNET_ACCOUNT_ABSTRACTION.verifyingPaymaster
  const sponsor = privateKeyToAccount(DEVNET_ACCOUNT_ABSTRACTION.sponsor.privateKey)
  const limits = {
    paymasterVerificationGasLimit: VERIFICATION_GAS_LIMIT,
    paymasterPostOpGasLimit: POST_OP_GAS_LIMIT,
  }
  const window = () => {
    const now = Math.floor(Date.now() / 1000)
    return { validUntil: now + validFor, validAfter: now - 60 }
  }
  const data = (validUntil: number, validAfter: number, signature: Hex) =>
    concat([pad(numberToHex(validUntil), { size: 6 }), pad(numberToHex(validAfter), { size: 6 }), signature])

  return {
    async getPaymasterStubData() {
      const { validUntil, validAfter } = window()
      return { paymaster, paymasterData: data(validUntil, validAfter, `0x${'ff'.repeat(65)}`), ...limits }
    },
    async getPaymasterData(operation) {
      const { validUntil, validAfter } = window()
      const userOperation = { ...operation, ...limits } as unknown as UserOperation<'0.7'>
      const hash = sponsoredOperationHash({ userOperation, chainId, paymaster, validUntil, validAfter })
      const signature = await sponsor.signMessage({ message: { raw: hash } })
      return { paymaster, paymasterData: data(validUntil, validAfter, signature), ...limits }
    },
  }
}

type SponsoredOperationHashParameters = {
  userOperation: UserOperation<'0.7'>
  chainId: number
  paymaster: Address
  validUntil: number
  validAfter: number
}

/** PorticoVerifyingPaymaster.getHash, computed off-chain. */
function sponsoredOperationHash(parameters: SponsoredOperationHashParameters): Hex {
  const { userOperation: op, chainId, paymaster, validUntil, validAfter } = parameters
  const pack = (high: bigint, low: bigint) =>
    concat([pad(numberToHex(high), { size: 16 }), pad(numberToHex(low), { size: 16 })])
  const initCode = op.factory && op.factoryData ? concat([op.factory, op.factoryData]) : '0x'
  return keccak256(
    encodeAbiParameters(
      [
        { type: 'address' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'bytes32' },
        { type: 'uint256' },
        { type: 'address' },
        { type: 'uint48' },
        { type: 'uint48' },
      ],
      [
        op.sender,
        op.nonce,
        keccak256(initCode),
        keccak256(op.callData),
        pack(op.verificationGasLimit, op.callGasLimit),
        pack(op.paymasterVerificationGasLimit ?? 0n, op.paymasterPostOpGasLimit ?? 0n),
        op.preVerificationGas,
        pack(op.maxPriorityFeePerGas, op.maxFeePerGas),
        BigInt(chainId),
        paymaster,
        validUntil,
        validAfter,
      ],
    ),
  )
}
