export {
  type AuthenticateParameters,
  type AuthenticateResult,
  type ConnectParameters,
  type ConnectResult,
  createWalletConnectClient,
  type RequestParameters,
  WalletConnectClient,
} from './client/dapp.ts'
export type { ClientOptions, SessionEvents, VerifyAuthMessage } from './client/types.ts'
export { RECENTLY_DELETED_LIMIT, RELAY, RPC_OPTS, WC_TIMING } from './constants.ts'
export { decodeEnvelope, type EnvelopeType, encodeEnvelope } from './crypto/envelope.ts'
export {
  deriveSymKey,
  generateClientSeed,
  generateKeyPair,
  generateSymKey,
  hashKey,
  type KeyPair,
} from './crypto/keys.ts'
export {
  EnvelopeError,
  type EnvelopeErrorType,
  InvalidSignatureError,
  type InvalidSignatureErrorType,
} from './errors/crypto.ts'
export {
  type ErrorReason,
  getProtocolError,
  PROTOCOL_ERRORS,
  ProtocolError,
  type ProtocolErrorKind,
  type ProtocolErrorType,
} from './errors/protocol.ts'
export {
  RELAY_ERROR_CODES,
  RelayAuthError,
  type RelayAuthErrorType,
  RelayConnectionError,
  type RelayConnectionErrorType,
  type RelayErrorCode,
  WebSocketUnavailableError,
  type WebSocketUnavailableErrorType,
} from './errors/relay.ts'
export {
  InvalidJsonRpcPayloadError,
  type InvalidJsonRpcPayloadErrorType,
  PeerRpcError,
  type PeerRpcErrorType,
  TimeoutError,
  type TimeoutErrorType,
} from './errors/request.ts'
export { NoSessionError, type NoSessionErrorType } from './errors/session.ts'
export type { RpcId } from './jsonrpc/types.ts'
export { getSessionAccounts, isValidAccountId, isValidChainId, type SessionAccount } from './protocol/caip.ts'
export type {
  AuthRequestRecord,
  Cacao,
  Metadata,
  PairingRecord,
  ProposalNamespace,
  ProposalNamespaces,
  ProposalRecord,
  SessionNamespace,
  SessionNamespaces,
  SessionRecord,
  SessionRequestParams,
} from './protocol/types.ts'
export { formatPairingUri, isPairingExpired, type PairingUri, parsePairingUri } from './protocol/uri.ts'
export type { SocketConstructor, SocketLike } from './relay/socketTypes.ts'
export {
  type CreateWalletConnectSessionParameters,
  createWalletConnectSession,
  type WalletConnectSession,
  type WalletConnectSessionEvent,
  type WalletConnectSessionRequestParameters,
} from './session/createWalletConnectSession.ts'
export { indexedDbStorage } from './storage/indexedDbStorage.ts'
export { memoryStorage } from './storage/memoryStorage.ts'
export type { Storage } from './storage/types.ts'
