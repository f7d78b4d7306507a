export { ConnectButton, type ConnectButtonProps } from './components/connectButton.tsx'
export { NetworkButton } from './components/networkButton.tsx'
export {
  PorticoProviderNotFoundError,
  type PorticoProviderNotFoundErrorType,
} from './errors/context.ts'
export { type UseAccountReturnType, useAccount } from './hooks/useAccount.ts'
export { type UseBalancesReturnType, useBalances } from './hooks/useBalances.ts'
export {
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
  useCallsStatus,
} from './hooks/useCallsStatus.ts'
export {
  type UseCanGrantPermissionsReturnType,
  useCanGrantPermissions,
} from './hooks/useCanGrantPermissions.ts'
export { type UseCapabilitiesReturnType, useCapabilities } from './hooks/useCapabilities.ts'
export { type UseConnectReturnType, useConnect } from './hooks/useConnect.ts'
export { type UseConnectionsReturnType, useConnections } from './hooks/useConnections.ts'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.ts'
export {
  type UseGrantPermissionsReturnType,
  useGrantPermissions,
} from './hooks/useGrantPermissions.ts'
export { type UseLocaleReturnType, useLocale } from './hooks/useLocale.ts'
export { type UseModalReturnType, useModal } from './hooks/useModal.ts'
export type { MutationStatus, UseMutationReturnType } from './hooks/useMutation.ts'
export { type UseNameSuggestionsReturnType, useNameSuggestions } from './hooks/useNameSuggestions.ts'
export { type UseNameZonesReturnType, useNameZones } from './hooks/useNameZones.ts'
export { type UseNetworkReturnType, useNetwork } from './hooks/useNetwork.ts'
export { type UsePairingReturnType, usePairing } from './hooks/usePairing.ts'
export { type UsePermissionsReturnType, usePermissions } from './hooks/usePermissions.ts'
export { type UsePorticoErrorType, usePortico } from './hooks/usePortico.ts'
export { type PorticoState, usePorticoState } from './hooks/usePorticoState.ts'
export {
  type UseRegisterAccountNameReturnType,
  useRegisterAccountName,
} from './hooks/useRegisterAccountName.ts'
export {
  type UseRevokePermissionsReturnType,
  useRevokePermissions,
} from './hooks/useRevokePermissions.ts'
export { type UseSendCallsReturnType, useSendCalls } from './hooks/useSendCalls.ts'
export {
  type UseSendSessionCallsReturnType,
  useSendSessionCalls,
} from './hooks/useSendSessionCalls.ts'
export { type UseSendTokenReturnType, useSendToken } from './hooks/useSendToken.ts'
export { type UseSignInReturnType, useSignIn } from './hooks/useSignIn.ts'
export { type UseSignMessageReturnType, useSignMessage } from './hooks/useSignMessage.ts'
export { type UseSwitchNetworkReturnType, useSwitchNetwork } from './hooks/useSwitchNetwork.ts'
export { useWalletInfo } from './hooks/useWalletInfo.ts'
export {
  getMessages,
  LOCALES,
  type Locale,
  loadLocale,
  type MessageKey,
  type Messages,
  resolveLocale,
} from './messages/index.ts'
export { PorticoProvider, type PorticoProviderProps } from './provider.tsx'
