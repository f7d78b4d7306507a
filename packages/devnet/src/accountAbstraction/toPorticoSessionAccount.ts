import {
  type Address,
  type Chain,
  type Client,
  concat,
  encodeFunctionData,
  type Hex,
  type JsonRpcAccount,
  type LocalAccount,
  type Transport,
} from 'viem'
import { entryPoint07Abi, getUserOperationHash, toSmartAccount } from 'viem/account-abstraction'
import { ARTIFACTS } from '../artifacts.ts'
import { DEVNET_ACCOUNT_ABSTRACTION } from '../contracts.ts'

export type ToPorticoSessionAccountParameters = {
  client: Client<Transport, Chain | undefined, JsonRpcAccount | LocalAccount | undefined>
  /** The deployed PorticoAccount that granted the session. */
  address: Address
  /** The session key: it signs the account's user operations within the granted scope. */
  sessionKey: LocalAccount
}

/** The session signature marker of PorticoAccount: `0x01 ‖ key ‖ ECDSA(key)`. */
const SESSION_SIGNATURE = '0x01'

/**
 * A viem smart account acting for a deployed PorticoAccount with a session key the owner granted:
 * one call per user operation (`execute`), signed `0x01 ‖ key ‖ signature`. The account refuses
 * what the session does not allow (another contract or function, above the spend limit, expired).
 *
 * @example
 * const session = await toPorticoSessionAccount({ client, address, sessionKey: privateKeyToAccount(key) })
 * await bundlerClient.sendUserOperation({ account: session, calls: [{ to: token, data: transferData }] })
 */
export async function toPorticoSessionAccount(parameters: ToPorticoSessionAccountParameters) {
  const { client, address, sessionKey } = parameters
  const accountAbi = ARTIFACTS.PorticoAccount.abi
  const stub = concat([SESSION_SIGNATURE, sessionKey.address, `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`])
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: DEVNET_ACCOUNT_ABSTRACTION.entryPoint, version: '0.7' },
    async encodeCalls(calls) {
      const [only] = calls
      if (calls.length !== 1 || !only) throw new Error('A session key sends one call per user operation')
      return encodeFunctionData({
        abi: accountAbi,
        functionName: 'execute',
        args: [only.to, only.value ?? 0n, only.data ?? '0x'],
      })
    },
    getAddress: async () => address,
    getFactoryArgs: async () => ({ factory: undefined, factoryData: undefined }),
    getStubSignature: async () => stub,
    async signMessage() {
      throw new Error('A session key signs user operations only')
    },
    async signTypedData() {
      throw new Error('A session key signs user operations only')
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
      const signature: Hex = await sessionKey.signMessage({ message: { raw: hash } })
      return concat([SESSION_SIGNATURE, sessionKey.address, signature])
    },
  })
}
