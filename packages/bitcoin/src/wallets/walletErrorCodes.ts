import { PROVIDER_ERROR_CODES } from '@portico/core'
import type { WalletErrorCodes } from '@portico/core/walletStandard'

/** sats-connect's JSON-RPC error codes (`RpcErrorCode` in @sats-connect/core). */
export const SATS_CONNECT_ERROR_CODES = {
  MethodNotFound: -32601,
  InvalidParams: -32602,
  Internal: -32603,
  UserRejection: -32000,
  MethodNotSupported: -32001,
  AccessDenied: -32002,
} as const

const USER_REJECTED = [
  PROVIDER_ERROR_CODES.UserRejectedRequest,
  PROVIDER_ERROR_CODES.UserRejectedRequestAlternative,
] as const

/**
 * How each protocol a Bitcoin wallet speaks codes a rejection and a missing method, for core's
 * `toWalletError` (Bitcoin wallets on wallet-standard and WalletConnect also answer sats-connect's
 * "method not found").
 */
export const WALLET_ERROR_CODES = {
  'wallet-standard': {
    rejected: USER_REJECTED,
    unsupported: [PROVIDER_ERROR_CODES.UnsupportedMethod, SATS_CONNECT_ERROR_CODES.MethodNotFound],
  },
  'sats-connect': {
    rejected: [SATS_CONNECT_ERROR_CODES.UserRejection, PROVIDER_ERROR_CODES.UserRejectedRequest],
    unsupported: [SATS_CONNECT_ERROR_CODES.MethodNotFound, SATS_CONNECT_ERROR_CODES.MethodNotSupported],
  },
  walletconnect: {
    rejected: USER_REJECTED,
    unsupported: [PROVIDER_ERROR_CODES.UnsupportedMethod, SATS_CONNECT_ERROR_CODES.MethodNotFound],
  },
} as const satisfies Record<string, WalletErrorCodes>
