import type { ChainNamespace } from '../caip/namespaces.ts'
import { NoActiveCaipAddressError } from '../errors/internal.ts'
import {
  Erc20TokenAddressRequiredError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from '../errors/transactions.ts'
import { UnsupportedChainError } from '../errors/unsupportedChain.ts'

/**
 * Namespaces a send can go out on (docs/rules/permissions.md support by feature): EVM, Solana and
 * Bitcoin; any other is 'Unsupported chain'.
 */
export type SendNamespace = Extract<ChainNamespace, 'eip155' | 'solana' | 'bip122'>

const SEND_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

export type SendRequest = {
  token?: { address?: string | undefined; symbol: string; decimals: number | string } | undefined
  amount?: string | undefined
  receiverAddress?: string | undefined
  chainNamespace?: ChainNamespace | undefined
}

/**
 * Checks a send before anything is signed, in docs/rules/states.md–validation.md order: amount and receiver, then token,
 * then an active namespace; returns the namespace that dispatches the send.
 *
 * @throws 'An amount and receiver address are required' | 'A token is required' | 'Unsupported chain'
 */
export function assertSendRequest(request: SendRequest): SendNamespace {
  if (!request.amount?.trim() || !request.receiverAddress?.trim())
    throw new SendAmountAndReceiverRequiredError()
  if (!request.token) throw new SendTokenRequiredError()
  if (!request.chainNamespace) throw new NoActiveCaipAddressError()
  if (!SEND_NAMESPACES.includes(request.chainNamespace)) throw new UnsupportedChainError()
  return request.chainNamespace as SendNamespace
}

/** An ERC20 send needs the token's contract address (docs/rules/validation.md). */
export function assertErc20TokenAddress(tokenAddress: string | undefined): asserts tokenAddress is string {
  if (!tokenAddress) throw new Erc20TokenAddressRequiredError()
}
