import { describe, expect, it } from 'vitest'
import * as errors from './index.ts'

const {
  getNodeError,
  HttpStatusError,
  isRetryableRpcError,
  isUserRejectedError,
  isWalletCallCapabilityError,
  PorticoError,
  PROVIDER_ERROR_CODES,
  RegisterNameError,
  RPC_ERROR_CODES,
} = errors

describe('PorticoError (docs/architecture.md)', () => {
  it('keeps the short message, details, code and cause', () => {
    const cause = new Error('inner')
    const error = new PorticoError('Something failed', {
      details: 'more',
      code: 42,
      cause,
      metaMessages: ['Meta'],
    })
    expect(error.shortMessage).toBe('Something failed')
    expect(error.message).toBe('Something failed\nMeta\nDetails: more')
    expect(error.code).toBe(42)
    expect(error.cause).toBe(cause)
    expect(error).toBeInstanceOf(Error)
  })
})

describe('PorticoError.walk', () => {
  const root = new Error('socket hang up')
  const rejected = new errors.ConnectionRejectedError({ cause: root })
  const top = new PorticoError('Send failed', { cause: rejected })

  it('returns the deepest cause without a predicate', () => {
    expect(top.walk()).toBe(root)
    expect(new PorticoError('alone').walk()).toBeInstanceOf(PorticoError)
    expect(new PorticoError('string cause', { cause: 'boom' }).walk()).toBe('boom')
  })

  it('returns the first error the predicate accepts, or null', () => {
    expect(top.walk((error) => error instanceof errors.ConnectionRejectedError)).toBe(rejected)
    expect(top.walk((error) => error instanceof PorticoError)).toBe(top)
    expect(top.walk((error) => error instanceof errors.ModalClosedError)).toBeNull()
  })

  it('stops on a cause cycle', () => {
    const a = new PorticoError('a')
    const b = new PorticoError('b', { cause: a })
    Object.defineProperty(a, 'cause', { value: b })
    expect(a.walk()).toBe(b)
    expect(a.walk(() => false)).toBeNull()
  })
})

describe('error catalogue (docs/rules/errors.md): exact messages', () => {
  it.each([
    [new HttpStatusError(503), 'HTTP status code: 503'],
    [new errors.RateLimitedError(), 'RATE_LIMITED'],
    [new errors.ServerError(502), 'SERVER_ERROR'],
    [new errors.InvalidAppConfigurationError(), 'Invalid App Configuration'],
    [new errors.RequestTimeoutError(), 'The request took too long to respond.'],
    [new errors.RpcCallNotAllowedError('eth_sign'), 'Requested RPC call is not allowed'],
    [new errors.TokenBalanceUnavailableError(), 'Token Balance Unavailable'],
    [new errors.UnsupportedChainError(), 'Unsupported chain'],
    [new errors.SendAmountAndReceiverRequiredError(), 'An amount and receiver address are required'],
    [new errors.SendTokenRequiredError(), 'A token is required'],
    [new errors.Erc20TokenAddressRequiredError(), 'SendController:sendERC20Token - tokenAddress is required'],
    [new errors.GasPriceNetworkNotSupportedError(), 'Network not supported for Gas Price'],
    [new errors.SwapNetworkNotSupportedError(), 'Network not supported for Swaps'],
    [new errors.AuthInitializationError(), 'A problem occurred while trying initialize authentication'],
    [new errors.SignMessageFailedError(), 'Error signing message'],
    [new errors.ResolveNameError(), 'Error resolving name'],
    [new errors.NameSuggestionsError(), 'Error fetching name suggestions'],
    [new errors.NamesForAddressError(), 'Error fetching names for address'],
    [new RegisterNameError('alice'), 'Error registering name alice'],
    [new errors.NameNotFoundError(), 'Name not found'],
    [new errors.SiwxNotEnabledError(), 'SIWX is not enabled'],
    [new errors.NoActiveCaipAddressError(), 'No ActiveCaipAddress found'],
    [new errors.NetworkNotFoundError(), 'Network not found'],
    [new errors.AddressOrAuthConnectorNotFoundError(), 'Address or auth connector not found'],
    [new errors.ModalClosedError(), 'Modal closed'],
    [new errors.ConnectionRejectedError(), 'Connection rejected'],
    [new errors.PopupClosedError(), 'Popup closed'],
    [new errors.ConnectionFailedError(), 'Failed to connect'],
    [new errors.SocialConnectionError(), 'Failed to initiate social connection'],
    [new errors.FarcasterConnectionError(), 'Failed to connect to farcaster'],
    [new errors.FetchTransactionsError(), 'Failed to fetch transactions'],
    [new errors.NoAuthConnectorError(), 'No auth connector found'],
    [new errors.NotConnectedToEmailOrSocialError(), 'Not connected to email or social'],
    [new errors.CallStatusNotApprovedError(), 'Fetching call status not approved by the wallet.'],
    [new errors.MultiNamespaceRequestError(), 'Multi-namespace requests are not supported...'],
  ])('%s', (error, message) => {
    expect(error).toBeInstanceOf(PorticoError)
    expect(error.shortMessage).toBe(message)
  })

  it('shows "Action not allowed" for a disallowed RPC call', () => {
    expect(new errors.RpcCallNotAllowedError('eth_sign').uiMessage).toBe('Action not allowed')
  })

  it('name errors prefer the API reason over the fallback', () => {
    expect(new RegisterNameError('alice', { reason: 'Name already taken' }).shortMessage).toBe(
      'Name already taken',
    )
    expect(new RegisterNameError('alice', { reason: '  ' }).shortMessage).toBe('Error registering name alice')
  })
})

describe('RPC and provider codes (docs/rules/errors.md)', () => {
  it('has the JSON-RPC codes', () => {
    expect(Object.values(RPC_ERROR_CODES)).toEqual([
      -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006,
    ])
  })

  it('has the provider codes and treats 5000 as rejection', () => {
    expect(PROVIDER_ERROR_CODES.UserRejectedRequest).toBe(4001)
    expect(PROVIDER_ERROR_CODES.SwitchChainError).toBe(4902)
    expect(isUserRejectedError(4001)).toBe(true)
    expect(isUserRejectedError(5000)).toBe(true)
    expect(isUserRejectedError(4100)).toBe(false)
    expect(isWalletCallCapabilityError(5700)).toBe(true)
    expect(isWalletCallCapabilityError(5760)).toBe(true)
    expect(isWalletCallCapabilityError(5761)).toBe(false)
  })

  it('retries codes -1, -32005, -32603 and HTTP 403, 408, 413, 429, 500, 502, 503, 504 only', () => {
    for (const code of [-1, -32005, -32603, 403, 408, 413, 429, 500, 502, 503, 504]) {
      expect(isRetryableRpcError(code)).toBe(true)
    }
    for (const code of [-32700, -32601, -32000, 4001, 400, 404, 501, 0])
      expect(isRetryableRpcError(code)).toBe(false)
  })
})

describe('node error messages (docs/rules/errors.md)', () => {
  it.each([
    ['execution reverted: ERC20: transfer amount exceeds balance', 'executionReverted'],
    ['max fee per gas higher than 2^256-1', 'feeCapTooHigh'],
    ['max fee per gas less than block base fee', 'feeCapTooLow'],
    ['nonce too high', 'nonceTooHigh'],
    ['nonce too low: next nonce 3', 'nonceTooLow'],
    ['nonce has max value', 'nonceMaxValue'],
    ['insufficient funds for gas * price + value', 'insufficientFunds'],
    ['intrinsic gas too high', 'intrinsicGasTooHigh'],
    ['intrinsic gas too low', 'intrinsicGasTooLow'],
    ['transaction type not valid', 'transactionTypeNotSupported'],
    ['max priority fee per gas higher than max fee per gas', 'tipAboveFeeCap'],
  ])('%s → %s', (text, kind) => {
    expect(getNodeError(text)?.kind).toBe(kind)
  })

  it('returns undefined for unknown text', () => {
    expect(getNodeError('something else')).toBeUndefined()
  })
})
