import { PorticoError, PROVIDER_ERROR_CODES } from '@portico/core'

export type UserRejectedRequestErrorType = UserRejectedRequestError & { name: 'UserRejectedRequestError' }

/**
 * The visitor declined in the wallet. Code 4001 whatever the wallet answered (sats-connect says
 * -32000), so core's actions read it as 'Connection rejected'.
 */
export class UserRejectedRequestError extends PorticoError {
  override name = 'UserRejectedRequestError' as const
  constructor({ method, cause }: { method: string; cause?: unknown }) {
    super('User rejected the request', {
      details: `The wallet declined ${method}.`,
      code: PROVIDER_ERROR_CODES.UserRejectedRequest,
      cause,
    })
  }
}

export type WalletMethodNotSupportedErrorType = WalletMethodNotSupportedError & {
  name: 'WalletMethodNotSupportedError'
}

/** The wallet does not implement the method or wallet-standard feature a call needs (4200). */
export class WalletMethodNotSupportedError extends PorticoError {
  override name = 'WalletMethodNotSupportedError' as const
  constructor({ wallet, method, cause }: { wallet: string; method: string; cause?: unknown }) {
    super('Unsupported method', {
      details: `${wallet} does not implement ${method}.`,
      code: PROVIDER_ERROR_CODES.UnsupportedMethod,
      cause,
    })
  }
}

export type BitcoinWalletRequestErrorType = BitcoinWalletRequestError & { name: 'BitcoinWalletRequestError' }

/**
 * The wallet answered a request with an error of its own. Its reason is the message, as a wallet's
 * own words are on every chain (docs/rules/errors.md); 'Wallet request failed' only when it gave none.
 */
export class BitcoinWalletRequestError extends PorticoError {
  override name = 'BitcoinWalletRequestError' as const
  constructor({
    method,
    code,
    message,
    details,
    cause,
  }: {
    method: string
    code?: number | string | undefined
    /** The wallet's own reason; empty when it gave none. */
    message: string
    /** What Portico found wrong with the answer, for developers. */
    details?: string | undefined
    cause?: unknown
  }) {
    const reason = message.trim()
    super(reason || 'Wallet request failed', {
      details: `${method}: ${reason || details || 'no reason given'}`,
      code,
      cause,
      messageId: reason ? undefined : 'walletRequestFailed',
    })
  }
}
