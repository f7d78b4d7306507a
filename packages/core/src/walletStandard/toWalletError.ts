import { PorticoError } from '../errors/base.ts'
import { PROVIDER_ERROR_CODES } from '../errors/codes.ts'
import {
  UserRejectedRequestError,
  WalletMethodNotSupportedError,
  WalletRequestError,
} from '../errors/wallet.ts'

/** The codes by which a wallet protocol says the visitor declined, or the method does not exist. */
export type WalletErrorCodes = { rejected: readonly unknown[]; unsupported: readonly unknown[] }

/** EIP-1193's codes, which wallet-standard wallets reuse: 4001 and 5000 declined, 4200 unsupported. */
export const PROVIDER_WALLET_ERROR_CODES: WalletErrorCodes = {
  rejected: [PROVIDER_ERROR_CODES.UserRejectedRequest, PROVIDER_ERROR_CODES.UserRejectedRequestAlternative],
  unsupported: [PROVIDER_ERROR_CODES.UnsupportedMethod],
}

export type ToWalletErrorParameters = {
  /** The wallet's name, for the details. */
  wallet: string
  /** The method or wallet-standard feature that failed. */
  method: string
  /** How the wallet's protocol codes a rejection and a missing method (default: EIP-1193's). */
  codes?: WalletErrorCodes | undefined
}

export type ToWalletErrorReturnType =
  | UserRejectedRequestError
  | WalletMethodNotSupportedError
  | WalletRequestError
  | PorticoError

/**
 * A wallet's failure as a typed error, the same on every chain: a rejection is UserRejectedRequestError
 * (4001), a method the wallet lacks WalletMethodNotSupportedError (4200), anything else
 * WalletRequestError with the wallet's code and message. A Portico error (the embedded wallet's, or one
 * mapped already) is returned as is.
 *
 * @example
 * const { accounts } = await feature.connect().catch((error: unknown) => {
 *   throw toWalletError(error, { wallet: wallet.name, method: 'standard:connect' })
 * })
 */
export function toWalletError(error: unknown, parameters: ToWalletErrorParameters): ToWalletErrorReturnType {
  if (error instanceof PorticoError) return error
  const { rejected, unsupported } = parameters.codes ?? PROVIDER_WALLET_ERROR_CODES
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  if (rejected.includes(code))
    return new UserRejectedRequestError({ method: parameters.method, cause: error })
  if (unsupported.includes(code))
    return new WalletMethodNotSupportedError({
      wallet: parameters.wallet,
      method: parameters.method,
      cause: error,
    })
  return new WalletRequestError({
    method: parameters.method,
    code: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : '',
    cause: error,
  })
}
