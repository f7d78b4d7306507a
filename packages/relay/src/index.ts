export {
  decodeDidKey,
  encodeDidKey,
  RELAY_ERROR_CODES,
  RelayAuthError,
  type RelayAuthErrorType,
  type RelayErrorCode,
  type RelayJwtClaims,
  type RelayJwtHeader,
  type SignRelayJwtParameters,
  signRelayJwt,
  type VerifyRelayJwtParameters,
  verifyRelayJwt,
} from '@portico/walletconnect/relayAuth'
export type { RelayLimits } from './constants.ts'
export { RELAY_DEFAULTS, RELAY_LIMITS, SESSION_TAGS, WEBSOCKET_CLOSE_CODES } from './constants.ts'
export type { Relay, RelayCloseOptions, RelayErrorContext, RelayOptions } from './createRelay.ts'
export { createRelay } from './createRelay.ts'
export { InvalidRelayOptionError, type InvalidRelayOptionErrorType } from './errors/config.ts'
export { RelayRpcError, type RelayRpcErrorCode, type RelayRpcErrorType } from './errors/rpc.ts'
export { messageHash } from './messageHash.ts'
export { type RegisterRelayMetricsParameters, registerRelayMetrics } from './metrics/registerRelayMetrics.ts'
export {
  type ServeMetricsParameters,
  type ServeMetricsReturnType,
  serveMetrics,
} from './metrics/serveMetrics.ts'
export { relayOptionsFromEnv } from './relayOptionsFromEnv.ts'
export type { RunningRelay, StartRelayOptions } from './startRelay.ts'
export { startRelay } from './startRelay.ts'
export type { MemoryStorageOptions } from './storage/createMemoryStorage.ts'
export { createMemoryStorage } from './storage/createMemoryStorage.ts'
export type { RedisStorageOptions } from './storage/createRedisStorage.ts'
export { createRedisStorage } from './storage/createRedisStorage.ts'
export type { RelayMessage, RelayStorage } from './storage/types.ts'
