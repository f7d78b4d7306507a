import { PROVIDER_ERROR_CODES } from '@portico/core'
import {
  BitcoinWalletRequestError,
  UserRejectedRequestError,
  WalletMethodNotSupportedError,
} from '../errors/wallet.ts'

/** sats-connect's JSON-RPC error codes (`RpcErrorCode` in @sats-connect/core). */
export const SATS_CONNECT_ERROR_CODES = {
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  UserRejection: -32000,
  MethodNotSupported: -32001,
  AccessDenied: -32002,
} as const

type WalletProtocol = 'wallet-standard' | 'sats-connect' | 'walletconnect'

const USER_REJECTED = [
  PROVIDER_ERROR_CODES.UserRejectedRequest,
  PROVIDER_ERROR_CODES.UserRejectedRequestAlternative,
] as const

const REJECTED: Record<WalletProtocol, readonly unknown[]> = {
  'wallet-standard': USER_REJECTED,
  'sats-connect': [SATS_CONNECT_ERROR_CODES.UserRejection, PROVIDER_ERROR_CODES.UserRejectedRequest],
  walletconnect: USER_REJECTED,
}

const UNSUPPORTED: Record<WalletProtocol, readonly unknown[]> = {
  'wallet-standard': [PROVIDER_ERROR_CODES.UnsupportedMethod, SATS_CONNECT_ERROR_CODES.MethodNotFound],
  'sats-connect': [SATS_CONNECT_ERROR_CODES.MethodNotFound, SATS_CONNECT_ERROR_CODES.MethodNotSupported],
  walletconnect: [PROVIDER_ERROR_CODES.UnsupportedMethod, SATS_CONNECT_ERROR_CODES.MethodNotFound],
}

/**
 * A wallet's failure as a typed error: a rejection is UserRejectedRequestError (4001), a method the
 * wallet lacks WalletMethodNotSupportedError (4200), anything else BitcoinWalletRequestError with the
 * wallet's code and message. Codes are read as the wallet's protocol defines them.
 */
export function toWalletError(
  error: unknown,
  context: { protocol: WalletProtocol; wallet: string; method: string },
): UserRejectedRequestError | WalletMethodNotSupportedError | BitcoinWalletRequestError {
  if (
    error instanceof UserRejectedRequestError ||
    error instanceof WalletMethodNotSupportedError ||
    error instanceof BitcoinWalletRequestError
  )
    return error
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown
    message?: unknown
  }
  if (REJECTED[context.protocol].includes(code))
    return new UserRejectedRequestError({ method: context.method, cause: error })
  if (UNSUPPORTED[context.protocol].includes(code))
    return new WalletMethodNotSupportedError({ wallet: context.wallet, method: context.method, cause: error })
  return new BitcoinWalletRequestError({
    method: context.method,
    code: typeof code === 'number' || typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : '',
    cause: error,
  })
}
