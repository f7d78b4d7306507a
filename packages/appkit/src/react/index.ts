export {
  type AppKit,
  type AppKitAccount,
  type AppKitEvent,
  type AppKitNetwork,
  type AppKitNetworkState,
  type AppKitOpenParameters,
  type AppKitState,
  type AppKitTheme,
  type AppKitThemeVariables,
  type AppKitView,
  type AppKitWalletInfo,
  type CreateAppKitParameters,
  type CreateAppKitReturnType,
  createAppKit,
  getAppKit,
} from '../index.ts'
export { AppKitProvider, type AppKitProviderProps } from './appKitProvider.tsx'
export { type UseAppKitReturnType, useAppKit } from './hooks/useAppKit.ts'
export {
  type UseAppKitAccountParameters,
  type UseAppKitAccountReturnType,
  useAppKitAccount,
} from './hooks/useAppKitAccount.ts'
export {
  type AppKitBalanceResult,
  type UseAppKitBalanceReturnType,
  useAppKitBalance,
} from './hooks/useAppKitBalance.ts'
export { type UseAppKitEventsReturnType, useAppKitEvents } from './hooks/useAppKitEvents.ts'
export { type UseAppKitNetworkReturnType, useAppKitNetwork } from './hooks/useAppKitNetwork.ts'
export { type UseAppKitProviderReturnType, useAppKitProvider } from './hooks/useAppKitProvider.ts'
export { type UseAppKitStateReturnType, useAppKitState } from './hooks/useAppKitState.ts'
export { type UseAppKitThemeReturnType, useAppKitTheme } from './hooks/useAppKitTheme.ts'
export { type UseDisconnectReturnType, useDisconnect } from './hooks/useDisconnect.ts'
export { type UseWalletInfoReturnType, useWalletInfo } from './hooks/useWalletInfo.ts'
export type { AppKitElements } from './jsx.ts'
