import {
  type Address,
  createPublicClient,
  defineChain,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import {
  createBundlerClient,
  entryPoint07Abi,
  formatUserOperationRequest,
  type RpcUserOperation,
  type RpcUserOperationReceipt,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { getCode, readContract } from 'viem/actions'
import type { AuthChain } from '../protocol.ts'

/** The canonical EntryPoint v0.7. */
export const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])
const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAccountAddress(address owner, uint256 salt) view returns (address)',
])

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
  const client = createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: chain.currency.symbol, ...chain.currency },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { retryCount: 1 }),
  })
  const address = (await readContract(client, {
    address: factory,
    abi: FACTORY_ABI,
    functionName: 'getAccountAddress',
    args: [owner, 0n],
  })) as Address
  const factoryData = encodeFunctionData({
    abi: FACTORY_ABI,
    functionName: 'createAccount',
    args: [owner, 0n],
  })
  const isDeployed = async () => {
    const code = await getCode(client, { address })
    return code !== undefined && code !== '0x'
  }

  const account = await toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: ENTRY_POINT_07, version: '0.7' },
    async encodeCalls(calls) {
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
    },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory, factoryData }),
    getStubSignature: async () => STUB_SIGNATURE,
    signMessage: async () => {
      throw new Error('Sign messages through the provider')
    },
    signTypedData: async () => {
      throw new Error('Sign typed data through the provider')
    },
    async signUserOperation(userOperation) {
      const { chainId: _chainId, ...operation } = userOperation
      const request = formatUserOperationRequest({ ...operation, sender: address } as UserOperation<'0.7'>)
      return signer.signUserOperation(request as RpcUserOperation<'0.7'>)
    },
  })

  const bundler = createBundlerClient({
    client,
    transport: http(bundlerUrl, { retryCount: 0 }),
    // The bundler route also answers ERC-7677's pm_* methods: the bundler's paymaster sponsors the gas.
    paymaster: true,
  })

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
    sendCalls: (calls: readonly SmartAccountCall[]) =>
      bundler.sendUserOperation({
        account,
        calls: calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
      }),
    /** The bundler's receipt of a user operation, or null while it is not included. */
    getReceipt: (hash: Hex) =>
      bundler.request({
        method: 'eth_getUserOperationReceipt',
        params: [hash],
      }) as Promise<RpcUserOperationReceipt<'0.7'> | null>,
    waitForReceipt: (hash: Hex) => bundler.waitForUserOperationReceipt({ hash, pollingInterval: 500 }),
    personalSign: async (message: Hex | string) => wrap(await signer.personalSign(message)),
    signTypedData: async (json: string) => wrap(await signer.signTypedData(json)),
    chainIdHex: numberToHex(chain.id),
  }
}
