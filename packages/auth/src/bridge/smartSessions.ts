import { type Address, encodeFunctionData, type Hex, isAddress, toFunctionSelector } from 'viem'
import { grantSessionAbiItem, revokeSessionAbiItem } from './porticoAccountAbi.ts'

/** PorticoAccount's own session functions, which the account calls on itself in an owner's operation. */
const SESSION_ABI = [grantSessionAbiItem, revokeSessionAbiItem] as const

/** The one permission a PorticoAccount session holds: one contract, one function, a spend limit, an expiry. */
export type SessionScope = {
  key: Address
  target: Address
  /** The function as the request named it, e.g. `transfer(address,uint256)`. */
  functionSignature: string
  selector: Hex
  /** The most the session may move in total, in the base units of the call's amount argument. */
  spendLimit: bigint
  /** Unix seconds. */
  expiry: number
}

/** ERC-7715 `wallet_grantPermissions` parameters, as the kit sends them. */
export type GrantPermissionsRequest = {
  chainId?: string
  address?: string
  expiry?: number
  signer?: { type?: string; data?: { id?: string } }
  permissions?: {
    type?: string
    data?: { address?: string; calls?: string[] }
    policies?: { type?: string; data?: { allowance?: string } }[]
    required?: boolean
  }[]
}

export class InvalidPermissionsError extends Error {
  override name = 'InvalidPermissionsError'
  readonly code = -32602
}

const FUNCTION = /^([A-Za-z_$][A-Za-z0-9_$]*)\(([A-Za-z0-9_,[\]]*)\)$/

/**
 * Reads the scope of a session request: a `secp256k1` key signer, one `contract-call` permission on one
 * function, a `token-allowance` policy (the spend limit) and an expiry in the future. Anything else is
 * refused rather than granted more loosely than asked.
 */
export function parseSessionRequest(request: GrantPermissionsRequest | undefined, now: number): SessionScope {
  const bad = (reason: string) => new InvalidPermissionsError(`Invalid permissions request: ${reason}`)
  if (!request || typeof request !== 'object') throw bad('expected an object')
  const key = request.signer?.data?.id
  if (request.signer?.type !== 'key' || typeof key !== 'string' || !isAddress(key))
    throw bad('the signer must be a key with an address id')
  const expiry = request.expiry
  if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= now || expiry >= 2 ** 48)
    throw bad('expiry must be a future time in seconds')
  const [permission, ...others] = request.permissions ?? []
  if (!permission || others.length > 0) throw bad('expected exactly one permission')
  if (permission.type !== 'contract-call') throw bad(`unsupported permission type ${String(permission.type)}`)
  const target = permission.data?.address
  if (typeof target !== 'string' || !isAddress(target)) throw bad('the permission needs a contract address')
  const calls = permission.data?.calls ?? []
  const signature = calls[0]?.replace(/^function\s+/, '').replace(/\s+/g, '')
  if (calls.length !== 1 || !signature || !FUNCTION.test(signature))
    throw bad('the permission must name one function, e.g. transfer(address,uint256)')
  const policies = permission.policies ?? []
  const allowance = policies.find((policy) => policy.type === 'token-allowance')?.data?.allowance
  if (policies.some((policy) => policy.type !== 'token-allowance'))
    throw bad('only the token-allowance policy is supported')
  if (typeof allowance !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(allowance))
    throw bad('a token-allowance policy with a hex allowance is required')
  return {
    key: key as Address,
    target: target as Address,
    functionSignature: signature,
    selector: toFunctionSelector(`function ${signature}`),
    spendLimit: BigInt(allowance),
    expiry,
  }
}

/** The call that grants the session: the account calling `grantSession` on itself. */
export function encodeGrantSession(account: Address, scope: SessionScope) {
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: SESSION_ABI,
      functionName: 'grantSession',
      args: [scope.key, scope.target, scope.selector, scope.spendLimit, scope.expiry],
    }),
  }
}

/** The call that ends a session. */
export function encodeRevokeSession(account: Address, key: Address) {
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({ abi: SESSION_ABI, functionName: 'revokeSession', args: [key] }),
  }
}

/** The session key a permissions context names (the context is the key's address). */
export function parsePermissionsContext(value: unknown): Address {
  const context = (value as { permissionsContext?: unknown } | undefined)?.permissionsContext
  if (typeof context !== 'string' || !isAddress(context))
    throw new InvalidPermissionsError('Invalid permissions context')
  return context as Address
}
