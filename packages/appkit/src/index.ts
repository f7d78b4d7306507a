export type { AppKitAdapter, ToChainAdapterParameters } from './adapters/types.ts'
export {
  type AppKit,
  type AppKitOpenParameters,
  type CreateAppKitReturnType,
  createAppKit,
} from './createAppKit.ts'
export { defineAppKitElements } from './elements.ts'
export {
  AppKitNetworkNotFoundError,
  type AppKitNetworkNotFoundErrorType,
  AppKitNotCreatedError,
  type AppKitNotCreatedErrorType,
} from './errors.ts'
export { getAppKit } from './instance.ts'
export type { AppKitNetwork } from './networks/types.ts'
export type {
  AppKitFeatures,
  AppKitSiwxConfig,
  CreateAppKitParameters,
} from './options.ts'
export type {
  AppKitAccount,
  AppKitEvent,
  AppKitNetworkState,
  AppKitState,
  AppKitTheme,
  AppKitWalletInfo,
} from './state.ts'
export type { AppKitThemeVariables } from './themeVariables.ts'
export type { AppKitView } from './views.ts'
