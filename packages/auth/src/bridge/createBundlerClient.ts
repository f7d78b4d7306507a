import { SPONSORSHIP_LIMIT_CODE, SponsorshipLimitError } from '@portico/core'
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, numberToHex } from 'viem'
import {
  entryPoint07Address,
  formatUserOperationReceipt,
  formatUserOperationRequest,
  type RpcUserOperation,
  type RpcUserOperationReceipt,
  type UserOperation,
  type UserOperationReceipt,
} from 'viem/account-abstraction'
import { UserOperationReceiptTimeoutError } from '../errors.ts'
import { createJsonRpc, JsonRpcError } from './createJsonRpc.ts'

/** The canonical EntryPoint v0.7 (viem's `entryPoint07Address`). */
export const ENTRY_POINT_07: Address = entryPoint07Address

const ENTRY_POINT_ABI = [
  {
    type: 'function',
    name: 'getNonce',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'key', type: 'uint192' },
    ],
    outputs: [{ name: 'nonce', type: 'uint256' }],
  },
] as const

export type CreateBundlerClientParameters = {
  chainId: number
  /** The chain's JSON-RPC URL: nonces, code and fees. */
  rpcUrl: string
  /** The bundler's JSON-RPC URL; it also answers ERC-7677's `pm_*` methods (the sponsoring paymaster). */
  bundlerUrl: string
}

export type SendUserOperationParameters = {
  sender: Address
  callData: Hex
  /** The account's deployment while it has no code yet; the factory and its call. */
  factory?: { factory: Address; factoryData: Hex } | undefined
  /** A signature of the owner's length, for gas estimation before the owner signs. */
  stubSignature: Hex
  /** Signs the final operation (hex fields, as the bundler receives it). */
  sign(userOperation: RpcUserOperation<'0.7'>): Promise<Hex>
}

export type WaitForUserOperationReceiptParameters = {
  hash: Hex
  /** Default 500 ms. */
  pollingInterval?: number | undefined
  /** Default 120 000 ms. */
  timeout?: number | undefined
}

export type BundlerClient = ReturnType<typeof createBundlerClient>

type Gas = Pick<
  UserOperation<'0.7'>,
  | 'callGasLimit'
  | 'verificationGasLimit'
  | 'preVerificationGas'
  | 'paymasterVerificationGasLimit'
  | 'paymasterPostOpGasLimit'
>
type Sponsorship = { paymaster?: Address; paymasterData?: Hex; isFinal?: boolean } & {
  paymasterVerificationGasLimit?: Hex
  paymasterPostOpGasLimit?: Hex
}

/**
 * A small ERC-4337 (EntryPoint v0.7) client for one chain: prepares a user operation (nonce, fees, gas
 * from the bundler, sponsorship from the bundler's ERC-7677 paymaster), has it signed, sends it, and
 * polls for its receipt. When the server's sponsorship policy refuses the operation (a daily cap),
 * `sendUserOperation` rejects with a `SponsorshipLimitError` before anything is signed or sent. Operations take a fresh nonce key each (viem's default), so several can be
 * pending at once.
 *
 * @example
 * const bundler = createBundlerClient({ chainId: 31337, rpcUrl, bundlerUrl })
 * const hash = await bundler.sendUserOperation({ sender, callData, stubSignature, sign })
 * const receipt = await bundler.waitForUserOperationReceipt({ hash })
 */
export function createBundlerClient(parameters: CreateBundlerClientParameters) {
  const { chainId, rpcUrl, bundlerUrl } = parameters
  const chain = createJsonRpc(rpcUrl)
  const bundler = createJsonRpc(bundlerUrl)
  let lastNonceKey = 0n

  async function getNonce(sender: Address): Promise<bigint> {
    const now = BigInt(Date.now())
    lastNonceKey = now > lastNonceKey ? now : lastNonceKey + 1n
    const result = (await chain('eth_call', [
      {
        to: ENTRY_POINT_07,
        data: encodeFunctionData({
          abi: ENTRY_POINT_ABI,
          functionName: 'getNonce',
          args: [sender, lastNonceKey],
        }),
      },
      'latest',
    ])) as Hex
    return decodeFunctionResult({ abi: ENTRY_POINT_ABI, functionName: 'getNonce', data: result })
  }

  /** EIP-1559 fees as viem estimates them (base fee × 1.2 plus the priority fee), doubled for headroom. */
  async function estimateFees() {
    const block = (await chain('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: Hex } | null
    if (!block?.baseFeePerGas) {
      const gasPrice = BigInt((await chain('eth_gasPrice', [])) as Hex)
      return { maxFeePerGas: 2n * gasPrice, maxPriorityFeePerGas: 2n * gasPrice }
    }
    const baseFee = BigInt(block.baseFeePerGas)
    const priority = await chain('eth_maxPriorityFeePerGas', [])
      .then((value) => BigInt(value as Hex))
      .catch(async () => {
        const difference = BigInt((await chain('eth_gasPrice', [])) as Hex) - baseFee
        return difference > 0n ? difference : 0n
      })
    return { maxFeePerGas: 2n * ((baseFee * 12n) / 10n + priority), maxPriorityFeePerGas: 2n * priority }
  }

  async function sponsor(method: 'pm_getPaymasterStubData' | 'pm_getPaymasterData', operation: Operation) {
    const answer = (await bundler(method, [
      toRpcUserOperation(operation),
      ENTRY_POINT_07,
      numberToHex(chainId),
      null,
    ]).catch((error: unknown) => {
      throw asSponsorshipLimit(error) ?? error
    })) as Sponsorship
    const sponsored: Partial<Operation> = { paymaster: answer.paymaster, paymasterData: answer.paymasterData }
    if (answer.paymasterVerificationGasLimit)
      sponsored.paymasterVerificationGasLimit = BigInt(answer.paymasterVerificationGasLimit)
    if (answer.paymasterPostOpGasLimit)
      sponsored.paymasterPostOpGasLimit = BigInt(answer.paymasterPostOpGasLimit)
    return { sponsored, isFinal: answer.isFinal === true }
  }

  async function estimateGas(operation: Operation): Promise<Gas> {
    const gas = (await bundler('eth_estimateUserOperationGas', [
      toRpcUserOperation({
        callGasLimit: 0n,
        verificationGasLimit: 0n,
        preVerificationGas: 0n,
        ...(operation.paymaster ? { paymasterVerificationGasLimit: 0n, paymasterPostOpGasLimit: 0n } : {}),
        ...operation,
      }),
      ENTRY_POINT_07,
    ])) as Partial<Record<keyof Gas, Hex>>
    const read = (value: Hex | undefined) => (value ? BigInt(value) : undefined)
    return {
      callGasLimit: operation.callGasLimit ?? read(gas.callGasLimit) ?? 0n,
      verificationGasLimit: operation.verificationGasLimit ?? read(gas.verificationGasLimit) ?? 0n,
      preVerificationGas: operation.preVerificationGas ?? read(gas.preVerificationGas) ?? 0n,
      paymasterVerificationGasLimit:
        operation.paymasterVerificationGasLimit ?? read(gas.paymasterVerificationGasLimit),
      paymasterPostOpGasLimit: operation.paymasterPostOpGasLimit ?? read(gas.paymasterPostOpGasLimit),
    }
  }

  async function getUserOperationReceipt(hash: Hex) {
    return (await bundler('eth_getUserOperationReceipt', [hash])) as RpcUserOperationReceipt<'0.7'> | null
  }

  return {
    /** Prepares, signs and sends one user operation; resolves with its hash once the bundler took it. */
    async sendUserOperation(operation: SendUserOperationParameters): Promise<Hex> {
      const [nonce, fees] = await Promise.all([getNonce(operation.sender), estimateFees()])
      let prepared: Operation = {
        sender: operation.sender,
        nonce,
        ...operation.factory,
        callData: operation.callData,
        ...fees,
        signature: operation.stubSignature,
      }
      const stub = await sponsor('pm_getPaymasterStubData', prepared)
      prepared = { ...prepared, ...stub.sponsored }
      prepared = { ...prepared, ...(await estimateGas(prepared)) }
      if (!stub.isFinal)
        prepared = { ...prepared, ...(await sponsor('pm_getPaymasterData', prepared)).sponsored }
      const signature = await operation.sign(toRpcUserOperation(prepared))
      return (await bundler('eth_sendUserOperation', [
        toRpcUserOperation({ ...prepared, signature }),
        ENTRY_POINT_07,
      ])) as Hex
    },
    /** The bundler's receipt of a user operation, or null while it is not included. */
    getUserOperationReceipt,
    /** Polls until the operation is included; rejects after the timeout. */
    async waitForUserOperationReceipt(wait: WaitForUserOperationReceiptParameters) {
      const { hash, pollingInterval = 500, timeout = 120_000 } = wait
      const deadline = Date.now() + timeout
      for (;;) {
        const receipt = await getUserOperationReceipt(hash)
        if (receipt) return formatUserOperationReceipt(receipt) as UserOperationReceipt<'0.7'>
        if (Date.now() + pollingInterval > deadline) throw new UserOperationReceiptTimeoutError({ hash })
        await new Promise((resolve) => setTimeout(resolve, pollingInterval))
      }
    },
  }
}

/** The Portico server's refusal to sponsor (a daily cap reached) as the error the visitor sees. */
function asSponsorshipLimit(error: unknown): SponsorshipLimitError | undefined {
  if (!(error instanceof JsonRpcError) || error.code !== SPONSORSHIP_LIMIT_CODE) return undefined
  const data = error.data as { reason?: unknown; scope?: unknown; retryAfter?: unknown } | undefined
  if (data?.reason !== 'sponsorshipLimit') return undefined
  return new SponsorshipLimitError({
    scope: data.scope === 'project' ? 'project' : 'sender',
    retryAfter: typeof data.retryAfter === 'string' ? data.retryAfter : undefined,
    details: error.message,
    cause: error,
  })
}

type Operation = Partial<UserOperation<'0.7'>> & Pick<UserOperation<'0.7'>, 'sender' | 'nonce' | 'callData'>

/** The operation as the bundler's JSON-RPC takes it: quantities in hex, absent fields left out. */
const toRpcUserOperation = (operation: Operation) =>
  formatUserOperationRequest(operation) as RpcUserOperation<'0.7'>
