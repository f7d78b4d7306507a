import {
  type Address,
  decodeFunctionData,
  formatUnits,
  type Hex,
  isAddress,
  isHex,
  parseAbi,
  slice,
  toFunctionSelector,
} from 'viem'
import {
  formatUserOperation,
  getUserOperationHash,
  type RpcUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import type { AuthChain } from '../protocol.ts'
import type { ApprovalSummary } from './screens.ts'

/** The only EntryPoint the vault signs for: the canonical v0.7. */
const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'struct Call { address target; uint256 value; bytes data; }',
  'function executeBatch(Call[] calls)',
])
const FACTORY_ABI = parseAbi(['function createAccount(address owner, uint256 salt) returns (address)'])
const SESSION_ABI = parseAbi([
  'function grantSession(address key, address target, bytes4 selector, uint256 spendLimit, uint48 validUntil)',
  'function revokeSession(address key)',
])
const TOKEN_ABI = parseAbi([
  'function approve(address spender, uint256 amount)',
  'function transfer(address to, uint256 amount)',
])

/** Names of common contract functions, so a call reads as more than a selector. */
const KNOWN_FUNCTIONS = new Map(
  [
    'swapExactTokensForTokens(uint256,uint256,address[],address,uint256)',
    'swapExactETHForTokens(uint256,address[],address,uint256)',
    'swapExactTokensForETH(uint256,uint256,address[],address,uint256)',
    'transferFrom(address,address,uint256)',
    'transfer(address,uint256)',
    'approve(address,uint256)',
    'deposit()',
    'withdraw(uint256)',
  ].map((signature) => [
    toFunctionSelector(`function ${signature}`),
    signature.slice(0, signature.indexOf('(')),
  ]),
)

const HEX_FIELDS = [
  'sender',
  'nonce',
  'callData',
  'callGasLimit',
  'verificationGasLimit',
  'preVerificationGas',
  'maxFeePerGas',
  'maxPriorityFeePerGas',
] as const

type Call = { target: Address; value: bigint; data: Hex }

export type CheckedUserOperation = { hash: Hex; calls: readonly Call[]; summary: ApprovalSummary }

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

function invalid(reason: string): Error {
  return new Error(`Invalid user operation: ${reason}`)
}

/** One call in plain words: a coin transfer, a token approval or transfer, or a contract call. */
export function describeCall(call: Call, chain: AuthChain): string {
  const coin = (amount: bigint) => `${formatUnits(amount, chain.currency.decimals)} ${chain.currency.symbol}`
  const withValue = call.value > 0n ? `, paying ${coin(call.value)}` : ''
  if (call.data === '0x') return `Send ${coin(call.value)} to ${short(call.target)}`
  try {
    const decoded = decodeFunctionData({ abi: TOKEN_ABI, data: call.data })
    const [account, amount] = decoded.args
    return decoded.functionName === 'approve'
      ? `Allow ${short(account)} to spend up to ${amount} base units of the token ${short(call.target)}${withValue}`
      : `Send ${amount} base units of the token ${short(call.target)} to ${short(account)}${withValue}`
  } catch {
    const selector = call.data.length >= 10 ? slice(call.data, 0, 4) : call.data
    const name = KNOWN_FUNCTIONS.get(selector)
    return `Call ${name ?? `function ${selector}`} on the contract ${short(call.target)}${withValue}`
  }
}

/**
 * A call of the account on itself that grants or revokes a session key, in words drawn from the call
 * data alone: the key, the contract, the function, the spend limit and the expiry. Undefined for any
 * other call.
 */
export function describeSessionCall(call: Call, sender: Address): string | undefined {
  if (call.target.toLowerCase() !== sender.toLowerCase() || call.value !== 0n) return undefined
  let decoded: ReturnType<typeof decodeFunctionData<typeof SESSION_ABI>>
  try {
    decoded = decodeFunctionData({ abi: SESSION_ABI, data: call.data })
  } catch {
    return undefined
  }
  if (decoded.functionName === 'revokeSession')
    return `End the session of the key ${short(decoded.args[0])}: it can no longer act for your account`
  const [key, target, selector, spendLimit, validUntil] = decoded.args
  const name = KNOWN_FUNCTIONS.get(selector)
  const until = new Date(validUntil * 1000)
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC')
  return `Let the app's session key ${short(key)} call ${name ?? `function ${selector}`} on the contract ${short(target)} without asking you again, moving at most ${spendLimit} base units in total, until ${until}`
}

function sessionTitle(calls: readonly Call[], sender: Address): string | undefined {
  const [only] = calls
  if (calls.length !== 1 || !only || !describeSessionCall(only, sender)) return undefined
  return only.data.startsWith(toFunctionSelector(SESSION_ABI[0]))
    ? 'Grant a session key'
    : 'End a session key'
}

/**
 * Checks a user operation the page prepared for the wallet's smart account and computes the hash to
 * sign: the calls are decoded from its call data, a deployment must create an account for this owner,
 * and the hash binds the chain and the canonical EntryPoint. The summary lists every call.
 */
export function checkUserOperation(
  input: unknown,
  context: { owner: Address; chain: AuthChain },
): CheckedUserOperation {
  const { owner, chain } = context
  if (typeof input !== 'object' || input === null) throw invalid('expected an object')
  const rpc = input as Record<string, unknown>
  for (const field of HEX_FIELDS) if (!isHex(rpc[field])) throw invalid(`${field} must be hex`)
  if (!isAddress(rpc.sender as string)) throw invalid('sender must be an address')
  const operation = formatUserOperation(rpc as unknown as RpcUserOperation<'0.7'>) as UserOperation<'0.7'>

  let calls: Call[]
  try {
    const decoded = decodeFunctionData({ abi: ACCOUNT_ABI, data: operation.callData })
    calls =
      decoded.functionName === 'execute'
        ? [{ target: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
        : decoded.args[0].map((call) => ({ target: call.target, value: call.value, data: call.data }))
  } catch {
    throw invalid('the call data is not execute or executeBatch')
  }
  if (calls.length === 0) throw invalid('no calls')

  const deploys = Boolean(operation.factory)
  if (deploys) {
    try {
      const created = decodeFunctionData({ abi: FACTORY_ABI, data: operation.factoryData ?? '0x' })
      if (created.args[0].toLowerCase() !== owner.toLowerCase())
        throw invalid('the account has another owner')
    } catch (error) {
      throw (error as Error).message.startsWith('Invalid user operation')
        ? error
        : invalid('unknown factory call')
    }
  }

  const hash = getUserOperationHash({
    chainId: chain.id,
    entryPointAddress: ENTRY_POINT_07,
    entryPointVersion: '0.7',
    userOperation: operation,
  })

  const sponsored = Boolean(operation.paymaster)
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  const fee = sponsored
    ? `Network fee: paid by the app's sponsor (${short(operation.paymaster as string)}).`
    : `Network fee: at most ${formatUnits(gas * operation.maxFeePerGas, chain.currency.decimals)} ${chain.currency.symbol}, paid by your smart account.`
  const lines = [
    calls.length === 1
      ? `From your smart account ${short(operation.sender)} on ${chain.name}:`
      : `From your smart account ${short(operation.sender)} on ${chain.name}, these ${calls.length} calls run together, all or none:`,
    ...calls.map(
      (call, index) =>
        `${index + 1}. ${describeSessionCall(call, operation.sender) ?? describeCall(call, chain)}.`,
    ),
    ...(deploys ? ['This first use also creates your smart account on this network.'] : []),
    fee,
  ]
  return {
    hash,
    calls,
    summary: {
      title:
        sessionTitle(calls, operation.sender) ??
        (calls.length === 1 ? 'Approve transaction' : `Approve ${calls.length} calls`),
      lines,
      detail: JSON.stringify(
        calls.map((call) => ({ to: call.target, value: call.value.toString(), data: call.data })),
        null,
        2,
      ),
    },
  }
}
