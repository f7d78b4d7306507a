export {
  CallStatusNotApprovedError,
  ChainNotApprovedError,
  FetchTransactionsError,
  MultiNamespaceRequestError,
  SignMessageError,
  TokenBalanceUnavailableError,
} from './account.ts'
export { PorticoError, type PorticoErrorParameters } from './base.ts'
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
  ConnectionFailedError,
  ConnectionRejectedError,
  FarcasterConnectionError,
  ModalClosedError,
  NoAuthConnectorError,
  NotConnectedToEmailOrSocialError,
  PopupClosedError,
  SocialConnectionError,
} from './connection.ts'
export {
  HttpStatusError,
  InvalidAppConfigurationError,
  RateLimitedError,
  RequestTimeoutError,
  RpcCallNotAllowedError,
  ServerError,
} from './http.ts'
export {
  AddressOrAuthConnectorNotFoundError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  SiwxNotEnabledError,
} from './internal.ts'
export {
  NameNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './names.ts'
export { getNodeError, type NodeErrorKind } from './nodeMessages.ts'
export {
  Erc20TokenAddressRequiredError,
  GasPriceNetworkNotSupportedError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
  SwapNetworkNotSupportedError,
  UnsupportedChainError,
} from './transactions.ts'
