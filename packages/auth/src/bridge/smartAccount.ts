import {
  type Address,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
  numberToHex,
  serializeErc6492Signature,
} from 'viem'
import type { RpcUserOperation } from 'viem/account-abstraction'
import type { AuthChain } from '../protocol.ts'
import { createBundlerClient, ENTRY_POINT_07 } from './createBundlerClient.ts'
import { createJsonRpc } from './createJsonRpc.ts'
import {
  createAccountAbiItem,
  executeAbiItem,
  executeBatchAbiItem,
  getAccountAddressAbiItem,
} from './porticoAccountAbi.ts'

export { ENTRY_POINT_07 }

const ACCOUNT_ABI = [executeAbiItem, executeBatchAbiItem] as const
const FACTORY_ABI = [createAccountAbiItem, getAccountAddressAbiItem] as const

/** A dummy owner signature of the right length, for gas estimation before the user approves. */
const STUB_SIGNATURE: Hex = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`

export type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

export type SmartAccountSigner = {
  /** The vault checks the operation, shows its calls and signs its hash with the owner key. */
  signUserOperation(userOperation: RpcUserOperation<'0.7'>): Promise<Hex>
  personalSign(message: Hex | string): Promise<Hex>
  signTypedData(json: string): Promise<Hex>
}

export type CreateSmartAccountParameters = {
  chain: AuthChain
  factory: Address
  owner: Address
  /** The Portico server's bundler route for the chain (`/v1/bundler?projectId&chainId&bundler`). */
  bundlerUrl: string
  signer: SmartAccountSigner
}

export type SmartAccount = Awaited<ReturnType<typeof createSmartAccount>>

/**
 * The embedded wallet's smart account on one chain: a PorticoAccount whose owner is the vault's key, at
 * its counterfactual address, deployed by its first user operation; gas sponsored by the paymaster the
 * bundler route offers (ERC-7677). Signing goes to the vault; messages signed before deployment are
 * wrapped in EIP-6492.
 *
 * @example
 * const account = await createSmartAccount({ chain, factory, owner, bundlerUrl, signer })
 * const hash = await account.sendCalls([{ to, value: 1n }])
 */
export async function createSmartAccount(parameters: CreateSmartAccountParameters) {
  const { chain, factory, owner, bundlerUrl, signer } = parameters
  const bundler = createBundlerClient({ chainId: chain.id, rpcUrl: chain.rpcUrl, bundlerUrl })
  const rpc = createJsonRpc(chain.rpcUrl)
  const address = decodeFunctionResult({
    abi: FACTORY_ABI,
    functionName: 'getAccountAddress',
    data: (await rpc('eth_call', [
      {
        to: factory,
        data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'getAccountAddress', args: [owner, 0n] }),
      },
      'latest',
    ])) as Hex,
  })
  const factoryData = encodeFunctionData({
    abi: FACTORY_ABI,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  const isDeployed = async () => {
    const code = (await rpc('eth_getCode', [address, 'latest'])) as Hex | null
    return code !== null && code !== '0x'
  }

  const encodeCalls = (calls: readonly SmartAccountCall[]): Hex => {
    const [only] = calls
    if (calls.length === 1 && only)
      return encodeFunctionData({
        abi: ACCOUNT_ABI,
        functionName: 'execute',
        args: [only.to, only.value ?? 0n, only.data ?? '0x'],
      })
    return encodeFunctionData({
      abi: ACCOUNT_ABI,
      functionName: 'executeBatch',
      args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
    })
  }

  /** Before deployment a contract signature cannot be checked on chain: EIP-6492 carries the factory call. */
  const wrap = async (signature: Hex): Promise<Hex> =>
    (await isDeployed())
      ? signature
      : serializeErc6492Signature({ address: factory, data: factoryData, signature })

  return {
    address,
    owner,
    isDeployed,
    /** One user operation for all the calls (atomic); resolves with its hash once the bundler took it. */
    sendCalls: async (calls: readonly SmartAccountCall[]) =>
      bundler.sendUserOperation({
        sender: address,
        callData: encodeCalls(calls),
        factory: (await isDeployed()) ? undefined : { factory, factoryData },
        stubSignature: STUB_SIGNATURE,
        sign: (userOperation) => signer.signUserOperation(userOperation),
      }),
    /** The bundler's receipt of a user operation, or null while it is not included. */
    getReceipt: (hash: Hex) => bundler.getUserOperationReceipt(hash),
    waitForReceipt: (hash: Hex) => bundler.waitForUserOperationReceipt({ hash, pollingInterval: 500 }),
    personalSign: async (message: Hex | string) => wrap(await signer.personalSign(message)),
    signTypedData: async (json: string) => wrap(await signer.signTypedData(json)),
    chainIdHex: numberToHex(chain.id),
  }
}
