import {
  createBundlerClient,
  createJsonRpc,
  ENTRY_POINT_07,
  getUserOperationHash,
} from '@portico/auth/bundler'
import {
  type AdapterAccount,
  type AdapterCall,
  SmartSessionError,
  SponsorshipLimitError,
} from '@portico/core'
import type { Config } from '@wagmi/core'
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex, hexToBigInt, slice } from 'viem'
import { encodeSessionCall, findSessionKey, SESSION_ACCOUNT_ABI, sessionSignature } from './sessionAccount.ts'

export type SendSessionCallsParameters = AdapterAccount & {
  permissionsContext: string
  calls: readonly AdapterCall[]
  /** The Portico server's bundler route for the chain (`/v1/bundler?projectId&chainId&bundler`). */
  bundlerUrl: string
}

export type SendSessionCallsReturnType = { id: string; transactionHash: string }

/**
 * Sends one call as the smart account's session key: the page builds the user operation, signs its hash
 * with the key and submits it to the bundler route (gas sponsored through the route's paymaster). The
 * account validates the session's scope; when the bundler refuses the operation, the session as the
 * chain holds it says why.
 *
 * @example
 * const { transactionHash } = await sendSessionCalls(config, { ...account, permissionsContext, calls, bundlerUrl })
 */
export async function sendSessionCalls(
  config: Config,
  parameters: SendSessionCallsParameters,
): Promise<SendSessionCallsReturnType> {
  const key = findSessionKey(parameters.permissionsContext)
  if (!key) throw new SmartSessionError('UnknownSession')
  const [call, ...more] = parameters.calls
  if (!call || more.length > 0)
    throw new SmartSessionError('OutOfScope', { details: 'A session sends one call per user operation' })
  const chainId = Number(parameters.caipNetwork.id)
  const { chain } = config.getClient({ chainId })
  const rpcUrl = chain.rpcUrls.default.http[0]
  if (!rpcUrl) throw new SmartSessionError('Failed', { details: `No RPC URL for chain ${chainId}` })
  const address = parameters.address as Address
  const target = { to: call.to as Address, value: call.value ?? 0n, data: (call.data ?? '0x') as Hex }

  const bundler = createBundlerClient({ chainId, rpcUrl, bundlerUrl: parameters.bundlerUrl })
  let id: Hex
  try {
    id = await bundler.sendUserOperation({
      sender: address,
      callData: encodeSessionCall(target),
      // The account checks the scope before the signature, so estimating with this stub runs every rule.
      stubSignature: sessionSignature(key.address, `0x${'ff'.repeat(32)}${'7a'.repeat(32)}1c`),
      sign: async (userOperation) => {
        const hash = getUserOperationHash({ chainId, entryPointAddress: ENTRY_POINT_07, userOperation })
        return sessionSignature(key.address, await key.signMessage({ message: { raw: hash } }))
      },
    })
  } catch (error) {
    // The server's sponsorship cap, not the session's rules, refused it: the chain has nothing to say.
    if (error instanceof SponsorshipLimitError) throw error
    throw await explainRefusal({ rpcUrl, address, key: key.address, call: target, error })
  }
  const receipt = await bundler.waitForUserOperationReceipt({ hash: id, pollingInterval: 500 })
  if (!receipt.success)
    throw new SmartSessionError('Failed', {
      details: `The call reverted (${receipt.receipt.transactionHash})`,
    })
  return { id, transactionHash: receipt.receipt.transactionHash }
}

/** Which of the session's rules the call breaks, read from the session the account holds now. */
async function explainRefusal(parameters: {
  rpcUrl: string
  address: Address
  key: Address
  call: { to: Address; value: bigint; data: Hex }
  error: unknown
}): Promise<SmartSessionError> {
  const { rpcUrl, address, key, call, error } = parameters
  const details = (error as Error).message
  const [sessionTarget, selector, validUntil, spendLimit, spent] = await createJsonRpc(rpcUrl)('eth_call', [
    {
      to: address,
      data: encodeFunctionData({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessions', args: [key] }),
    },
    'latest',
  ])
    .then((data) =>
      decodeFunctionResult({ abi: SESSION_ACCOUNT_ABI, functionName: 'sessions', data: data as Hex }),
    )
    .catch(() => [undefined, undefined, undefined, undefined, undefined] as const)
  if (validUntil === undefined) return new SmartSessionError('Failed', { cause: error, details })
  if (validUntil === 0) return new SmartSessionError('Revoked', { cause: error, details })
  if (validUntil <= Math.floor(Date.now() / 1000))
    return new SmartSessionError('Expired', { cause: error, details })
  if (
    call.to.toLowerCase() !== sessionTarget.toLowerCase() ||
    call.value !== 0n ||
    call.data.length < 10 ||
    slice(call.data, 0, 4).toLowerCase() !== selector.toLowerCase()
  )
    return new SmartSessionError('OutOfScope', { cause: error, details })
  // The account counts the second word of the arguments, as in ERC-20 transfer and approve.
  const amount = call.data.length >= 2 + 68 * 2 ? hexToBigInt(slice(call.data, 36, 68)) : 0n
  if (spent + amount > spendLimit)
    return new SmartSessionError('SpendLimitExceeded', {
      cause: error,
      details: `${spent} of ${spendLimit} spent, ${amount} asked`,
    })
  return new SmartSessionError('Failed', { cause: error, details })
}
