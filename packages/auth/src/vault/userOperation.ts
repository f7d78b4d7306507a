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
import {
  createAccountAbiItem,
  executeAbiItem,
  executeBatchAbiItem,
  grantSessionAbiItem,
  revokeSessionAbiItem,
} from '../bridge/porticoAccountAbi.ts'
import { InvalidUserOperationError } from '../errors.ts'
import type { AuthChain } from '../protocol.ts'
import { amount, t, vaultLocale } from './messages/index.ts'
import type { ApprovalSummary } from './screens.ts'

/** The only EntryPoint the vault signs for: the canonical v0.7. */
const ENTRY_POINT_07: Address = '0x0000000071727De22E5E9d8BAf0edAc6f37da032'

const ACCOUNT_ABI = [executeAbiItem, executeBatchAbiItem] as const
const FACTORY_ABI = [createAccountAbiItem] as const
const SESSION_ABI = [grantSessionAbiItem, revokeSessionAbiItem] as const
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

/** A token of the operator's list: what its amounts are shown in. */
export type VaultTokenInfo = { symbol: string; decimals: number }

/** Tokens by lowercase contract address; a contract missing from it shows its amounts in base units. */
export type VaultTokens = ReadonlyMap<string, VaultTokenInfo>

/** Reads the listed contracts' symbols and decimals on the operation's chain (the vault server's list). */
export type ReadVaultTokens = (addresses: readonly Address[]) => Promise<VaultTokens>

const NO_TOKENS: VaultTokens = new Map()

export type CheckedUserOperation = { hash: Hex; calls: readonly Call[]; summary: ApprovalSummary }

const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/** An expiry in UTC: '2026-11-27 04:15 UTC' in English, the locale's date and time otherwise. */
function utcDate(seconds: number): string {
  const date = new Date(seconds * 1000)
  if (vaultLocale() === 'en')
    return date
      .toISOString()
      .replace('T', ' ')
      .replace(/:\d\d\.\d+Z$/, ' UTC')
  const text = new Intl.DateTimeFormat(vaultLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(date)
  return `${text} UTC`
}

function invalid(reason: string): InvalidUserOperationError {
  return new InvalidUserOperationError({ reason })
}

/** A token amount: in the token's symbol when the operator lists it, in base units otherwise. */
function tokenAmount(units: bigint, token: Address, tokens: VaultTokens): string {
  const known = tokens.get(token.toLowerCase())
  return known
    ? amount(formatUnits(units, known.decimals), known.symbol)
    : t('baseUnits', { amount: amount(units.toString()) })
}

/** One call in plain words: a coin transfer, a token approval or transfer, or a contract call. */
export function describeCall(call: Call, chain: AuthChain, tokens: VaultTokens = NO_TOKENS): string {
  const coin = (base: bigint) => amount(formatUnits(base, chain.currency.decimals), chain.currency.symbol)
  const withValue = (text: string) =>
    call.value > 0n ? t('callPaying', { call: text, value: coin(call.value) }) : text
  if (call.data === '0x') return t('callSend', { value: coin(call.value), to: short(call.target) })
  const decoded = decodeTokenCall(call.data)
  if (!decoded) {
    const selector = call.data.length >= 10 ? slice(call.data, 0, 4) : call.data
    const name = KNOWN_FUNCTIONS.get(selector) ?? t('functionSelector', { selector })
    return withValue(t('callContract', { function: name, contract: short(call.target) }))
  }
  const [account, units] = decoded.args
  const token = short(call.target)
  const tokenUnits = tokenAmount(units, call.target, tokens)
  return withValue(
    decoded.functionName === 'approve'
      ? t('callApprove', { spender: short(account), amount: tokenUnits, token })
      : t('callTransfer', { amount: tokenUnits, token, to: short(account) }),
  )
}

/** An ERC-20 approve or transfer, decoded; undefined for any other call data. */
function decodeTokenCall(data: Hex) {
  if (data === '0x') return undefined
  try {
    return decodeFunctionData({ abi: TOKEN_ABI, data })
  } catch {
    return undefined
  }
}

/**
 * A call of the account on itself that grants or revokes a session key, in words drawn from the call
 * data alone: the key, the contract, the function, the spend limit and the expiry. Undefined for any
 * other call.
 */
export function describeSessionCall(
  call: Call,
  sender: Address,
  tokens: VaultTokens = NO_TOKENS,
): string | undefined {
  const decoded = decodeSessionCall(call, sender)
  if (!decoded) return undefined
  if (decoded.functionName === 'revokeSession') return t('sessionRevoke', { key: short(decoded.args[0]) })
  const [key, target, selector, spendLimit, validUntil] = decoded.args
  return t('sessionGrant', {
    key: short(key),
    function: KNOWN_FUNCTIONS.get(selector) ?? t('functionSelector', { selector }),
    contract: short(target),
    limit: tokenAmount(spendLimit, target, tokens),
    until: utcDate(validUntil),
  })
}

function decodeSessionCall(call: Call, sender: Address) {
  if (call.target.toLowerCase() !== sender.toLowerCase() || call.value !== 0n) return undefined
  try {
    return decodeFunctionData({ abi: SESSION_ABI, data: call.data })
  } catch {
    return undefined
  }
}

/** The token contracts whose amounts the calls state: approvals, transfers and session spend limits. */
function tokenContracts(calls: readonly Call[], sender: Address): Address[] {
  const contracts = new Set<Address>()
  for (const call of calls) {
    const session = decodeSessionCall(call, sender)
    if (session?.functionName === 'grantSession') contracts.add(session.args[1])
    else if (!session && decodeTokenCall(call.data)) contracts.add(call.target)
  }
  return [...contracts]
}

function sessionTitle(calls: readonly Call[], sender: Address): string | undefined {
  const [only] = calls
  if (calls.length !== 1 || !only || !describeSessionCall(only, sender)) return undefined
  return only.data.startsWith(toFunctionSelector(grantSessionAbiItem))
    ? t('sessionGrantTitle')
    : t('sessionRevokeTitle')
}

/**
 * Checks a user operation the page prepared for the wallet's smart account and computes the hash to
 * sign: the calls are decoded from its call data, a deployment must create an account for this owner,
 * and the hash binds the chain and the canonical EntryPoint. The summary lists every call, token
 * amounts in the symbols `readTokens` knows (base units when it fails or without it).
 */
export async function checkUserOperation(
  input: unknown,
  context: { owner: Address; chain: AuthChain; readTokens?: ReadVaultTokens | undefined },
): Promise<CheckedUserOperation> {
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
      throw error instanceof InvalidUserOperationError ? error : invalid('unknown factory call')
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
    ? t('feeSponsored', { paymaster: short(operation.paymaster as string) })
    : t('feeSmartAccount', {
        fee: amount(
          formatUnits(gas * operation.maxFeePerGas, chain.currency.decimals),
          chain.currency.symbol,
        ),
      })
  const contracts = tokenContracts(calls, operation.sender)
  const tokens =
    context.readTokens && contracts.length > 0
      ? await context.readTokens(contracts).catch(() => NO_TOKENS)
      : NO_TOKENS
  const from = { account: short(operation.sender), network: chain.name }
  const lines = [
    calls.length === 1
      ? t('fromSmartAccount', from)
      : t('fromSmartAccountBatch', { ...from, count: calls.length }),
    ...calls.map((call, index) =>
      t('callLine', {
        index: index + 1,
        call: describeSessionCall(call, operation.sender, tokens) ?? describeCall(call, chain, tokens),
      }),
    ),
    ...(deploys ? [t('createsAccount')] : []),
    fee,
  ]
  return {
    hash,
    calls,
    summary: {
      title:
        sessionTitle(calls, operation.sender) ??
        (calls.length === 1 ? t('transactionTitle') : t('callsTitle', { count: calls.length })),
      lines,
      detail: JSON.stringify(
        calls.map((call) => ({ to: call.target, value: call.value.toString(), data: call.data })),
        null,
        2,
      ),
    },
  }
}
