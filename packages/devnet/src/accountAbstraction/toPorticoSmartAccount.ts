import {
  type Address,
  type Chain,
  type Client,
  decodeFunctionData,
  encodeFunctionData,
  type Hex,
  type JsonRpcAccount,
  type LocalAccount,
  type Transport,
} from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { ARTIFACTS } from '../artifacts.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'

export type ToPorticoSmartAccountParameters = {
  client: Client<Transport, Chain | undefined, JsonRpcAccount | LocalAccount | undefined>
  /** The account's owner: its key signs user operations and messages. */
  owner: LocalAccount
  /** Counterfactual salt: one owner can hold several accounts. Default 0. */
  salt?: bigint | undefined
  factoryAddress?: Address | undefined
}

export type PorticoSmartAccount = Awaited<ReturnType<typeof toPorticoSmartAccount>>

const OWNER_SIGNATURE_STUB: Hex = `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`

/**
 * A viem smart account for the devnet's PorticoAccount (EntryPoint v0.7): deployed by the factory on
 * its first user operation, one call as `execute`, several as `executeBatch`, the owner's EIP-191
 * signature over the user operation hash; viem wraps messages signed before deployment in EIP-6492.
 *
 * @example
 * const account = await toPorticoSmartAccount({ client, owner: privateKeyToAccount(key) })
 * await bundlerClient.sendUserOperation({ account, calls: [{ to, value }] })
 */
export async function toPorticoSmartAccount(parameters: ToPorticoSmartAccountParameters) {
  const { client, owner, salt = 0n, factoryAddress = DEVNET_ACCOUNT_ABSTRACTION.accountFactory } = parameters
  const accountAbi = ARTIFACTS.PorticoAccount.abi
  const factoryAbi = ARTIFACTS.PorticoAccountFactory.abi
  const address = (await readContract(client, {
    address: factoryAddress,
    abi: factoryAbi,
    functionName: 'getAccountAddress',
    args: [owner.address, salt],
  })) as Address
  const factoryData = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt],
  })

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint, version: '0.7' },
    extend: { owner },
    async decodeCalls(data) {
      const call = decodeFunctionData({ abi: accountAbi, data })
      if (call.functionName === 'execute') {
        const [to, value, callData] = call.args as [Address, bigint, Hex]
        return [{ to, value, data: callData }]
      }
      const [calls] = call.args as [{ target: Address; value: bigint; data: Hex }[]]
      return calls.map((entry) => ({ to: entry.target, value: entry.value, data: entry.data }))
    },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length === 1 && only) {
        return encodeFunctionData({
          abi: accountAbi,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async getAddress() {
      return address
    },
    async getFactoryArgs() {
      return { factory: factoryAddress, factoryData }
    },
    async getStubSignature() {
      return OWNER_SIGNATURE_STUB
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation(parameters) {
      const { chainId = client.chain?.id, ...userOperation } = parameters
      if (chainId === undefined) throw new Error('The client has no chain: pass chainId')
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: DEVNET_ACCOUNT_ABSTRACTION.entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      return owner.signMessage({ message: { raw: hash } })
    },
  })
}
