import type { SmartSessionErrorReason } from './smartSessions.ts'
import type { WalletCallsErrorReason } from './walletCalls.ts'

/**
 * The stable id of each fixed message an error shows users. The error keeps its English
 * `shortMessage` (developers and logs read it); the UI shows the translation of its `messageId` in the
 * visitor's locale, or the English text when there is none.
 */
export type ErrorMessageId =
  | 'tokenBalanceUnavailable'
  | 'fetchTransactions'
  | 'signMessageFailed'
  | 'callStatusNotApproved'
  | 'chainNotApproved'
  | 'multiNamespaceRequest'
  | 'modalClosed'
  | 'connectionRejected'
  | 'popupClosed'
  | 'connectionFailed'
  | 'socialConnectionFailed'
  | 'farcasterConnectionFailed'
  | 'authInitializationFailed'
  | 'noAuthConnector'
  | 'notConnectedToEmailOrSocial'
  | 'resolveNameFailed'
  | 'nameSuggestionsFailed'
  | 'namesForAddressFailed'
  | 'registerNameFailed'
  | 'nameNotFound'
  | 'unsupportedChain'
  | 'transactionRejected'
  | 'sendAmountAndReceiverRequired'
  | 'sendTokenRequired'
  | 'erc20TokenAddressRequired'
  | 'gasPriceNetworkNotSupported'
  | 'swapNetworkNotSupported'
  | 'invalidAmount'
  | 'swapRouteNotFound'
  | 'siwxNotEnabled'
  | 'noActiveCaipAddress'
  | 'networkNotFound'
  | 'addressOrAuthConnectorNotFound'
  | 'httpStatus'
  | 'requestTimeout'
  | 'rpcCallNotAllowed'
  | 'invalidAppConfiguration'
  | 'sponsorshipLimitReached'
  | `smartSession${SmartSessionErrorReason}`
  | `walletCalls${WalletCallsErrorReason}`
