export {
  CallStatusNotApprovedError,
  type CallStatusNotApprovedErrorType,
  ChainNotApprovedError,
  type ChainNotApprovedErrorType,
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  MultiNamespaceRequestError,
  type MultiNamespaceRequestErrorType,
  NetworkNotAddedError,
  type NetworkNotAddedErrorType,
  SignMessageFailedError,
  type SignMessageFailedErrorType,
  TokenBalanceUnavailableError,
  type TokenBalanceUnavailableErrorType,
} from './account.ts'
export { PorticoError, type PorticoErrorParameters, type PorticoErrorType } from './base.ts'
export {
  AmountBelowDustError,
  type AmountBelowDustErrorType,
  type BroadcastRefusal,
  BroadcastRefusedError,
  type BroadcastRefusedErrorType,
} from './broadcast.ts'
export {
  InvalidCaip10AddressError,
  type InvalidCaip10AddressErrorType,
  InvalidCaipAddressError,
  type InvalidCaipAddressErrorType,
  InvalidCaipNetworkIdError,
  type InvalidCaipNetworkIdErrorType,
} from './caip.ts'
export {
  isRetryableRpcError,
  isUserRejectedError,
  isWalletCallCapabilityError,
  PROVIDER_ERROR_CODES,
  RPC_ERROR_CODES,
} from './codes.ts'
export {
  AuthInitializationError,
  type AuthInitializationErrorType,
  ConnectionFailedError,
  type ConnectionFailedErrorType,
  ConnectionRejectedError,
  type ConnectionRejectedErrorType,
  FarcasterConnectionError,
  type FarcasterConnectionErrorType,
  ModalClosedError,
  type ModalClosedErrorType,
  NoAuthConnectorError,
  type NoAuthConnectorErrorType,
  NotConnectedToEmailOrSocialError,
  type NotConnectedToEmailOrSocialErrorType,
  PopupClosedError,
  type PopupClosedErrorType,
  SocialConnectionError,
  type SocialConnectionErrorType,
} from './connection.ts'
export { findErrorCode } from './findErrorCode.ts'
export {
  getServerMessage,
  HttpStatusError,
  type HttpStatusErrorType,
  InvalidAppConfigurationError,
  type InvalidAppConfigurationErrorType,
  RateLimitedError,
  type RateLimitedErrorType,
  RequestTimeoutError,
  type RequestTimeoutErrorType,
  RpcCallNotAllowedError,
  type RpcCallNotAllowedErrorType,
  ServerError,
  type ServerErrorType,
} from './http.ts'
export {
  AddressOrAuthConnectorNotFoundError,
  type AddressOrAuthConnectorNotFoundErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
  NoActiveCaipAddressError,
  type NoActiveCaipAddressErrorType,
  SiwxNotEnabledError,
  type SiwxNotEnabledErrorType,
  SiwxPageRequiredError,
  type SiwxPageRequiredErrorType,
} from './internal.ts'
export type { ErrorMessageId } from './messageId.ts'
export {
  NameNotFoundError,
  type NameNotFoundErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NamesForAddressError,
  type NamesForAddressErrorType,
  RegisterNameError,
  type RegisterNameErrorType,
  ResolveNameError,
  type ResolveNameErrorType,
} from './names.ts'
export { getNodeError, type NodeErrorKind } from './nodeMessages.ts'
export {
  InvalidMessageError,
  type InvalidMessageErrorType,
  LocaleRequiredError,
  type LocaleRequiredErrorType,
} from './plain.ts'
export {
  SmartSessionError,
  type SmartSessionErrorReason,
  type SmartSessionErrorType,
  toSmartSessionError,
} from './smartSessions.ts'
export {
  SPONSORSHIP_LIMIT_CODE,
  SponsorshipLimitError,
  type SponsorshipLimitErrorType,
  type SponsorshipLimitScope,
} from './sponsorship.ts'
export {
  Erc20TokenAddressRequiredError,
  type Erc20TokenAddressRequiredErrorType,
  GasPriceNetworkNotSupportedError,
  type GasPriceNetworkNotSupportedErrorType,
  InvalidAmountError,
  type InvalidAmountErrorType,
  SendAmountAndReceiverRequiredError,
  type SendAmountAndReceiverRequiredErrorType,
  SendTokenRequiredError,
  type SendTokenRequiredErrorType,
  SwapNetworkNotSupportedError,
  type SwapNetworkNotSupportedErrorType,
  TransactionRejectedError,
  type TransactionRejectedErrorType,
  toTransactionError,
} from './transactions.ts'
export { UnsupportedChainError, type UnsupportedChainErrorType } from './unsupportedChain.ts'
export {
  AdapterNotSetUpError,
  type AdapterNotSetUpErrorType,
  NotAdapterNetworkError,
  type NotAdapterNetworkErrorType,
  UserRejectedRequestError,
  type UserRejectedRequestErrorType,
  WalletMethodNotSupportedError,
  type WalletMethodNotSupportedErrorType,
  WalletNotConnectedError,
  type WalletNotConnectedErrorType,
  WalletNotFoundError,
  type WalletNotFoundErrorType,
  WalletRequestError,
  type WalletRequestErrorType,
} from './wallet.ts'
export {
  CallsStatusTimeoutError,
  type CallsStatusTimeoutErrorType,
  toWalletCallsError,
  WALLET_CALLS_ERROR_CODES,
  WalletCallsError,
  type WalletCallsErrorReason,
  type WalletCallsErrorType,
} from './walletCalls.ts'
