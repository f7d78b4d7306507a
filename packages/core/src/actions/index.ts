export {
  type ApproveSwapErrorType,
  type ApproveSwapParameters,
  type ApproveSwapReturnType,
  approveSwap,
} from './approveSwap.ts'
export {
  type CancelSignInErrorType,
  type CancelSignInReturnType,
  cancelSignIn,
} from './cancelSignIn.ts'
export { type CanGrantPermissionsReturnType, canGrantPermissions } from './canGrantPermissions.ts'
export {
  type CaptureEmailErrorType,
  type CaptureEmailParameters,
  type CaptureEmailReturnType,
  captureEmail,
} from './captureEmail.ts'
export {
  type CheckSendErrorType,
  type CheckSendParameters,
  type CheckSendReturnType,
  checkSend,
} from './checkSend.ts'
export { type CloseModalReturnType, closeModal } from './closeModal.ts'
export {
  type ConfirmSwitchNetworkErrorType,
  type ConfirmSwitchNetworkParameters,
  type ConfirmSwitchNetworkReturnType,
  confirmSwitchNetwork,
} from './confirmSwitchNetwork.ts'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
  toConnectionError,
} from './connect.ts'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  type DisconnectReturnType,
  disconnect,
} from './disconnect.ts'
export {
  type EstimateSendErrorType,
  type EstimateSendParameters,
  type EstimateSendReturnType,
  estimateSend,
} from './estimateSend.ts'
export { type GetAccountReturnType, getAccount } from './getAccount.ts'
export {
  type GetBalancesErrorType,
  type GetBalancesParameters,
  type GetBalancesReturnType,
  getBalances,
} from './getBalances.ts'
export {
  type GetCallsStatusErrorType,
  type GetCallsStatusParameters,
  type GetCallsStatusReturnType,
  getCallsStatus,
} from './getCallsStatus.ts'
export {
  type GetCapabilitiesErrorType,
  type GetCapabilitiesParameters,
  type GetCapabilitiesReturnType,
  getCapabilities,
} from './getCapabilities.ts'
export {
  type ConnectionWithStatus,
  type GetConnectionsParameters,
  type GetConnectionsReturnType,
  getConnections,
} from './getConnections.ts'
export {
  type GetNameSuggestionsErrorType,
  type GetNameSuggestionsParameters,
  type GetNameSuggestionsReturnType,
  getNameSuggestions,
} from './getNameSuggestions.ts'
export { type GetNameZonesErrorType, type GetNameZonesReturnType, getNameZones } from './getNameZones.ts'
export {
  type GetOnrampOptionsErrorType,
  type GetOnrampOptionsParameters,
  type GetOnrampOptionsReturnType,
  getOnrampOptions,
} from './getOnrampOptions.ts'
export {
  type GetOnrampQuoteErrorType,
  type GetOnrampQuoteParameters,
  type GetOnrampQuoteReturnType,
  getOnrampQuote,
} from './getOnrampQuote.ts'
export {
  type GetOnrampUrlErrorType,
  type GetOnrampUrlParameters,
  type GetOnrampUrlReturnType,
  getOnrampUrl,
} from './getOnrampUrl.ts'
export { type GetPairingReturnType, getPairing } from './getPairing.ts'
export {
  type GetPermissionsErrorType,
  type GetPermissionsParameters,
  type GetPermissionsReturnType,
  getPermissions,
} from './getPermissions.ts'
export {
  type GetSwapAllowanceErrorType,
  type GetSwapAllowanceParameters,
  type GetSwapAllowanceReturnType,
  getSwapAllowance,
} from './getSwapAllowance.ts'
export {
  type GetSwapQuoteErrorType,
  type GetSwapQuoteParameters,
  type GetSwapQuoteReturnType,
  getSwapQuote,
} from './getSwapQuote.ts'
export {
  type GetSwapTokensErrorType,
  type GetSwapTokensReturnType,
  getSwapTokens,
} from './getSwapTokens.ts'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from './grantPermissions.ts'
export { type HydrateParameters, type HydrateReturnType, hydrate } from './hydrate.ts'
export {
  type LeaveFarcasterParameters,
  type LeaveFarcasterReturnType,
  leaveFarcaster,
} from './leaveFarcaster.ts'
export { type OpenModalParameters, type OpenModalReturnType, openModal } from './openModal.ts'
export {
  type ReconnectErrorType,
  type ReconnectParameters,
  type ReconnectReturnType,
  reconnect,
} from './reconnect.ts'
export { type RefreshBalanceReturnType, refreshBalance } from './refreshBalance.ts'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './registerAccountName.ts'
export { type RequestSignInReturnType, requestSignIn } from './requestSignIn.ts'
export {
  type ResolveAccountNameErrorType,
  type ResolveAccountNameParameters,
  type ResolveAccountNameReturnType,
  resolveAccountName,
} from './resolveAccountName.ts'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  type RevokePermissionsReturnType,
  revokePermissions,
} from './revokePermissions.ts'
export {
  type SelectNetworkErrorType,
  type SelectNetworkParameters,
  type SelectNetworkReturnType,
  selectNetwork,
} from './selectNetwork.ts'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from './sendCalls.ts'
export {
  type SendSessionCallsErrorType,
  type SendSessionCallsParameters,
  type SendSessionCallsReturnType,
  sendSessionCalls,
} from './sendSessionCalls.ts'
export {
  type SendTokenErrorType,
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from './sendToken.ts'
export {
  type SetLocaleErrorType,
  type SetLocaleParameters,
  type SetLocaleReturnType,
  setLocale,
} from './setLocale.ts'
export {
  type ShowCallsStatusErrorType,
  type ShowCallsStatusParameters,
  type ShowCallsStatusReturnType,
  showCallsStatus,
} from './showCallsStatus.ts'
export { type SignInErrorType, type SignInReturnType, signIn } from './signIn.ts'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  type SignMessageReturnType,
  signMessage,
} from './signMessage.ts'
export {
  type SignOutErrorType,
  type SignOutParameters,
  type SignOutReturnType,
  signOut,
} from './signOut.ts'
export {
  type SwapTokensErrorType,
  type SwapTokensParameters,
  type SwapTokensReturnType,
  swapTokens,
} from './swapTokens.ts'
export {
  type SwitchConnectionErrorType,
  type SwitchConnectionParameters,
  type SwitchConnectionReturnType,
  switchConnection,
} from './switchConnection.ts'
export {
  type SwitchNetworkErrorType,
  type SwitchNetworkParameters,
  type SwitchNetworkReturnType,
  switchNetwork,
} from './switchNetwork.ts'
export {
  type WaitForCallsStatusErrorType,
  type WaitForCallsStatusParameters,
  type WaitForCallsStatusReturnType,
  waitForCallsStatus,
} from './waitForCallsStatus.ts'
export { type WatchAccountParameters, type WatchAccountReturnType, watchAccount } from './watchAccount.ts'
export {
  type WatchConnectionsParameters,
  type WatchConnectionsReturnType,
  watchConnections,
} from './watchConnections.ts'
